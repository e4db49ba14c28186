import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { BriefWizard } from '@/components/brief-wizard/brief-wizard.tsx';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { workspaceBrandQueryOptions } from '@/lib/brief/brand-queries.ts';

/** The guided campaign brief, tab by tab; the review follows. */
export function CampaignCreateScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/create' });
  const { step } = useSearch({ from: '/_app/organizations/$id/campaigns/create' });
  const navigate = useNavigate();
  const { data: workspace } = useSuspenseQuery(workspaceBrandQueryOptions(id));
  if (!workspace) return <WorkspaceNotFound />;

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
