import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { analyticsSearchSchema } from '@/features/analytics/analytics-search.ts';
import { ClientAnalyticsScreen } from '@/features/analytics/components/client-analytics-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/analytics')({
  staticData: { title: msg`Analytics` },
  validateSearch: analyticsSearchSchema,
  component: ClientAnalyticsScreen,
});
