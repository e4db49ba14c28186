import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { dashboardCountsQueryOptions } from '@/features/workspaces/api/get-dashboard-counts.ts';
import { workspaceQueryOptions } from '@/features/workspaces/api/get-workspace.ts';
import { recentCampaignsQueryOptions } from '@/features/workspaces/api/list-recent-campaigns.ts';
import { WorkspaceDashboardScreen } from '@/features/workspaces/components/workspace-dashboard-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/dashboard')({
  staticData: { title: msg`Dashboard` },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!(await queryClient.ensureQueryData(workspaceQueryOptions(id)))) return;
    await Promise.all([
      queryClient.ensureQueryData(dashboardCountsQueryOptions(id)),
      queryClient.ensureQueryData(recentCampaignsQueryOptions(id)),
    ]);
  },
  component: WorkspaceDashboardScreen,
});
