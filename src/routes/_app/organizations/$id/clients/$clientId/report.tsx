import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { clientReportSearchSchema } from '@/features/analytics/analytics-search.ts';
import { ClientReportScreen } from '@/features/analytics/components/client-report-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/report')({
  staticData: { title: msg`Report` },
  validateSearch: clientReportSearchSchema,
  component: ClientReportScreen,
});
