import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { workspaceBrandQueryOptions } from '@/content/brief/api/brand-queries.ts';
import { BriefWizard } from '@/content/brief/components/brief-wizard.tsx';
import { ViewOnlyContentScreen } from '@/content/list/components/view-only-content-screen.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';

/** The guided landing page brief, tab by tab; the review, with templates, follows. */
export function PageCreateScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/pages/create' });
  const { step } = useSearch({ from: '/_app/organizations/$id/pages/create' });
  const navigate = useNavigate();
  const { data: workspace } = useSuspenseQuery(workspaceBrandQueryOptions(id));
  const canEdit = useCanEditContent(id);
  if (!workspace) return <WorkspaceNotFound />;
  if (!canEdit) return <ViewOnlyContentScreen kind="page" workspaceId={id} title={t`New landing page`} />;

  return (
    <>
      <PageHeader
        title={t`New landing page`}
        description={t`A guided brief, then a template that fits your offer.`}
      />
      <BriefWizard
        key={id}
        kind="page"
        workspaceId={id}
        requestedStep={step}
        onReview={() => navigate({ to: '/organizations/$id/pages/review', params: { id } })}
      />
    </>
  );
}
