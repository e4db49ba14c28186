import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LobbyScreen } from '@/features/workspaces/components/lobby-screen.tsx';

export const Route = createFileRoute('/_app/lobby')({
  staticData: { title: msg`Lobby` },
  component: LobbyScreen,
});
