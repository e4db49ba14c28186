import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { LandingPageNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** The editor of one landing page. */
export function PageEditorScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/pages/$campaignId/editor' });
  return (
    <>
      <PageHeader title={t`Landing page editor`} description={t`Edit the page section by section.`} />
      <LandingPageNotFound workspaceId={id} />
    </>
  );
}
