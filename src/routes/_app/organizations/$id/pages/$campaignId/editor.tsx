import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageEditorScreen } from '@/features/pages/components/page-editor-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/pages/$campaignId/editor')({
  staticData: { title: msg`Landing page editor` },
  component: PageEditorScreen,
});
