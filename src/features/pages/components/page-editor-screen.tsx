import { useLingui } from '@lingui/react/macro';
import { IconSparkles } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { LandingPageNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { ViewOnlyContentScreen } from '@/content/list/components/view-only-content-screen.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { usePageEditor } from '../editor/api/get-page-editor.ts';
import { PageEditor } from '../editor/components/page-editor.tsx';
import { editedPageOf } from '../editor/preview/render-preview.ts';

const ROUTE = '/_app/organizations/$id/pages/$campaignId/editor';

/** The editor of one landing page, or why there is nothing to edit yet. */
export function PageEditorScreen() {
  const { t } = useLingui();
  const { id, campaignId } = useParams({ from: ROUTE });
  const { data } = usePageEditor(id, campaignId);
  const canEdit = useCanEditContent(id);

  if (!data) {
    return (
      <>
        <PageHeader title={t`Landing page editor`} />
        <LandingPageNotFound workspaceId={id} />
      </>
    );
  }
  if (!canEdit) {
    return (
      <ViewOnlyContentScreen kind="page" workspaceId={id} campaignId={campaignId} title={data.page.name} />
    );
  }

  const initial = editedPageOf(data);
  if (!initial) {
    return (
      <>
        <PageHeader title={data.page.name} />
        <EmptyState
          icon={<IconSparkles size={30} />}
          title={t`Nothing to edit yet`}
          description={t`This page has not been written yet. Generate it from its brief on the page's view, then edit it here section by section.`}
          action={
            <ButtonLink
              to="/organizations/$id/pages/$campaignId/view"
              params={{ id, campaignId }}
              leftSection={<IconSparkles size={16} />}
            >
              {t`Go to Generate now`}
            </ButtonLink>
          }
        />
      </>
    );
  }

  // Keyed by page: another page opened in the same screen starts an editing session of its own.
  return <PageEditor key={data.page.id} workspaceId={id} data={data} initial={initial} />;
}
