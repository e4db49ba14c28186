import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { generationSearch } from '@/content/generation/api/generate.ts';
import { useExpressCreation } from '@/content/generation/api/use-express-creation.ts';
import { ExpressForm } from '@/content/generation/components/express-form.tsx';
import { ViewOnlyContentScreen } from '@/content/list/components/view-only-content-screen.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';

/** A campaign from a single prompt: saved, written by the AI, then shown. */
export function CampaignExpressScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/create-express' });
  const navigate = useNavigate();
  const { progress, create } = useExpressCreation('email', (created) =>
    navigate({
      to: '/organizations/$id/campaigns/$campaignId/view',
      params: { id: created.workspaceId, campaignId: created.campaignId },
      search: generationSearch(created),
    }),
  );
  const canEdit = useCanEditContent(id);
  if (!canEdit) {
    return <ViewOnlyContentScreen kind="email" workspaceId={id} title={t`Express campaign`} />;
  }

  return (
    <>
      <PageHeader
        title={t`Express campaign`}
        description={t`The fastest way to a first draft: one prompt is enough.`}
      />
      <ExpressForm
        workspaceId={id}
        progress={progress}
        onSubmit={(input) => create(input)}
        labels={{
          name: t`Campaign name`,
          clientHint: t`Optional: leave empty for a workspace campaign.`,
          prompt: t`What is the campaign about?`,
          promptPlaceholder: t`For example: a spring sale on city bikes, 20% off until April 14, for riders who bought from us before.`,
          submit: t`Create campaign`,
          designing: t`Designing the email`,
        }}
      />
    </>
  );
}
