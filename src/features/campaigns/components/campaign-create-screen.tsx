import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { workspaceBrandQueryOptions } from '@/content/brief/api/brand-queries.ts';
import { BriefWizard } from '@/content/brief/components/brief-wizard.tsx';
import { ViewOnlyContentScreen } from '@/content/list/components/view-only-content-screen.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';

/** The guided campaign brief, tab by tab; the review follows. */
export function CampaignCreateScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/create' });
  const { step } = useSearch({ from: '/_app/organizations/$id/campaigns/create' });
  const navigate = useNavigate();
  const { data: workspace } = useSuspenseQuery(workspaceBrandQueryOptions(id));
  const canEdit = useCanEditContent(id);
  if (!workspace) return <WorkspaceNotFound />;
  if (!canEdit) return <ViewOnlyContentScreen kind="email" workspaceId={id} title={t`New campaign`} />;

  return (
    <>
      <PageHeader
        title={t`New campaign`}
        description={t`A guided brief: the better Pitchcraft knows your offer, the better the draft.`}
      />
      <BriefWizard
        key={id}
        kind="email"
        workspaceId={id}
        requestedStep={step}
        onReview={() => navigate({ to: '/organizations/$id/campaigns/review', params: { id } })}
      />
    </>
  );
}
