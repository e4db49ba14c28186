import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { workspaceQueryOptions } from '@/features/workspaces/api/get-workspace.ts';
import { WorkspaceEditScreen } from '@/features/workspaces/components/workspace-edit-screen.tsx';
import { myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';

export const Route = createFileRoute('/_app/user/organizations/$id/edit')({
  staticData: { title: msg`Edit workspace` },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    // The role of a workspace that does not exist is not worth asking for.
    if (await queryClient.ensureQueryData(workspaceQueryOptions(id))) {
      await queryClient.ensureQueryData(myRoleQueryOptions(id));
    }
  },
  component: WorkspaceEditScreen,
});
