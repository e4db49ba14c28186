import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WorkspaceEditScreen } from '@/features/workspaces/components/workspace-edit-screen.tsx';

export const Route = createFileRoute('/_app/user/organizations/$id/edit')({
  staticData: { title: msg`Edit workspace` },
  component: WorkspaceEditScreen,
});
