import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { supabase } from '@/lib/supabase.ts';
import { analyticsKey } from './analytics-keys.ts';

/** A share link of a client's report as its list shows it: never its secret, which is shown once. */
export type ReportLink = Pick<
  Tables<'client_report_links'>,
  'id' | 'first_day' | 'last_day' | 'locale' | 'expires_at' | 'revoked_at' | 'created_at'
>;

const LINK_COLUMNS = 'id, first_day, last_day, locale, expires_at, revoked_at, created_at';

const reportLinksKey = (workspaceId: string, clientId: string) =>
  [...analyticsKey(workspaceId), 'report-links', clientId] as const;

/** The client's links, newest first (readers of the client; RLS). */
export const reportLinksQueryOptions = (workspaceId: string, clientId: string) =>
  queryOptions({
    queryKey: reportLinksKey(workspaceId, clientId),
    queryFn: async (): Promise<ReportLink[]> =>
      unwrap(
        await supabase
          .from('client_report_links')
          .select(LINK_COLUMNS)
          .eq('client_id', clientId)
          .order('created_at', { ascending: false })
          .order('id')
          .limit(100),
      ),
  });

export const useReportLinks = (workspaceId: string, clientId: string) =>
  useQuery(reportLinksQueryOptions(workspaceId, clientId));

export type NewReportLink = {
  firstDay: string;
  lastDay: string;
  timeZone: string;
  validDays: number;
  locale: Locale;
};

/** The address a link's secret opens: the public report. */
export const reportLinkUrl = (secret: string) => new URL(`/report/${secret}`, window.location.origin).href;

/** Editors who reach the client (the database refuses others); answers the link's address, once. */
export function useCreateReportLink(workspaceId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (link: NewReportLink) => {
      const [made] = unwrap(
        await supabase.rpc('create_report_link', {
          client_id: clientId,
          first_day: link.firstDay,
          last_day: link.lastDay,
          time_zone: link.timeZone,
          valid_days: link.validDays,
          locale: link.locale,
        }),
      );
      if (!made) throw new HttpError(500, 'create_report_link answered no link');
      return { id: made.link_id, url: reportLinkUrl(made.link_secret), expiresAt: made.expires_at };
    },
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportLinksKey(workspaceId, clientId) }),
  });
}

/** Revoked for good; a count, since RLS hides a link from whoever may not revoke it. */
export function useRevokeReportLink(workspaceId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      const result = await supabase
        .from('client_report_links')
        .update({ revoked_at: new Date().toISOString() }, { count: 'exact' })
        .eq('id', linkId);
      unwrap(result);
      if (!result.count) throw new HttpError(403, 'only editors who reach the client revoke its links');
    },
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportLinksKey(workspaceId, clientId) }),
  });
}
