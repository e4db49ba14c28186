import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { sharedReportQueryOptions } from '@/features/analytics/api/shared-report.ts';
import { SharedReportScreen } from '@/features/analytics/components/shared-report-screen.tsx';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';

/**
 * A client report's share link: no sign-in, no app or marketing chrome (a document to read and
 * print), in the link's language, which its maker chose for the client.
 */
export const Route = createFileRoute('/report/$secret')({
  staticData: { title: msg`Report` },
  loader: async ({ context: { queryClient }, params: { secret } }) => {
    const link = await queryClient.ensureQueryData(sharedReportQueryOptions(secret)).catch(() => null);
    if (link) await activateLocale(link.locale);
  },
  component: SharedReportScreen,
});
