import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { supabase } from '@/lib/supabase.ts';
import type { EmailAnalytics } from './get-email-analytics.ts';
import type { PageAnalytics } from './get-page-analytics.ts';

/**
 * What a report link shows, without a session (report_link_read; docs/analytics.md "The client
 * report"): the client's figures over the link's period in the rows the dashboard reads, or, for a
 * link that expired or was revoked, only that and its language. Null: no such link.
 */
export type SharedReport =
  | {
      state: 'live';
      locale: Locale;
      clientName: string;
      agencyName: string;
      firstDay: string;
      lastDay: string;
      timeZone: string;
      expiresAt: string;
      email: EmailAnalytics;
      pages: {
        sources: PageAnalytics['sources'];
        previous: PageAnalytics['previous'];
        days: PageAnalytics['days'];
      };
    }
  | { state: 'expired' | 'revoked'; locale: Locale }
  | null;

/** Not workspace data (the secret is the only proof), so not under workspaceKeys. */
export const sharedReportQueryOptions = (secret: string) =>
  queryOptions({
    queryKey: ['report-links', secret],
    queryFn: async () =>
      unwrap(await supabase.rpc('report_link_read', { link_secret: secret })) as unknown as SharedReport,
  });
