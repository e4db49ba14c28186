import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageEditorScreen } from '@/features/pages/components/page-editor-screen.tsx';
import { pageEditorQueryOptions } from '@/features/pages/editor/api/get-page-editor.ts';

export const Route = createFileRoute('/_app/organizations/$id/pages/$campaignId/editor')({
  staticData: { title: msg`Landing page editor` },
  // Always what is saved now: the editor saves on top of the updated_at it loads.
  loader: ({ context: { queryClient }, params: { id, campaignId } }) =>
    queryClient.fetchQuery(pageEditorQueryOptions(id, campaignId)),
  component: PageEditorScreen,
});
