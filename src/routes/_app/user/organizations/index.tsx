import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { currentWorkspaceIdQueryOptions } from '@/features/workspaces/api/get-current-workspace-id.ts';
import { myWorkspacesQueryOptions } from '@/features/workspaces/api/list-my-workspaces.ts';
import { WorkspacesScreen } from '@/features/workspaces/components/workspaces-screen.tsx';
import { flag, searchParams } from '@/lib/search-params.ts';

export const Route = createFileRoute('/_app/user/organizations/')({
  staticData: { title: msg`My workspaces` },
  // ?add=true opens the add form, so "New workspace" elsewhere can link straight to it.
  validateSearch: searchParams({ add: flag() }),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(myWorkspacesQueryOptions()),
      queryClient.ensureQueryData(currentWorkspaceIdQueryOptions()),
    ]),
  component: WorkspacesScreen,
});
