import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { workspaceAnalyticsSearchSchema } from '@/features/analytics/analytics-search.ts';
import { WorkspaceAnalyticsScreen } from '@/features/analytics/components/workspace-analytics-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/analytics')({
  staticData: { title: msg`Analytics` },
  validateSearch: workspaceAnalyticsSearchSchema,
  component: WorkspaceAnalyticsScreen,
});
