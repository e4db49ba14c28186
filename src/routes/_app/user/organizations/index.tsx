import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WorkspacesScreen } from '@/features/workspaces/components/workspaces-screen.tsx';

export const Route = createFileRoute('/_app/user/organizations/')({
  staticData: { title: msg`My workspaces` },
  component: WorkspacesScreen,
});
