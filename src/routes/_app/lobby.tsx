import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { currentWorkspaceIdQueryOptions } from '@/features/workspaces/api/get-current-workspace-id.ts';
import { myWorkspacesQueryOptions } from '@/features/workspaces/api/list-my-workspaces.ts';
import { LobbyScreen } from '@/features/workspaces/components/lobby-screen.tsx';

export const Route = createFileRoute('/_app/lobby')({
  staticData: { title: msg`Lobby` },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(myWorkspacesQueryOptions()),
      queryClient.ensureQueryData(currentWorkspaceIdQueryOptions()),
    ]),
  component: LobbyScreen,
});
