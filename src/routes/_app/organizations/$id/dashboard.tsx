import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WorkspaceDashboardScreen } from '@/features/workspaces/components/workspace-dashboard-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/dashboard')({
  staticData: { title: msg`Dashboard` },
  component: WorkspaceDashboardScreen,
});
