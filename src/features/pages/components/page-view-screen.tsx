import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { LandingPageNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** One landing page's preview. */
export function PageViewScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/pages/$campaignId/view' });
  return (
    <>
      <PageHeader
        title={t`Landing page`}
        description={t`Preview the page, publish it and share its address.`}
      />
      <LandingPageNotFound workspaceId={id} />
    </>
  );
}
