import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

/** One UTC day of a page: views, form starts, leads captured, and views per source. */
export type PageAnalyticsDay = {
  day: string;
  views: number;
  form_starts: number;
  leads: number;
  sources: Record<string, number>;
};

/** Days shown: the last 30, today included. */
export const ANALYTICS_DAYS = 30;

const sinceDay = (now: Date) => {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  since.setUTCDate(since.getUTCDate() - (ANALYTICS_DAYS - 1));
  return since.toISOString().slice(0, 10);
};

const asCounts = (value: unknown): Record<string, number> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
      )
    : {};

/** public.page_analytics: every day of the period, zeros included. */
export async function getPageAnalytics(pageId: string, now = new Date()): Promise<PageAnalyticsDay[]> {
  const data = unwrap(
    await supabase.rpc('page_analytics', {
      page_id: pageId,
      since: sinceDay(now),
    }),
  );
  return data.map((row) => ({ ...row, sources: asCounts(row.sources) }));
}

export const pageAnalyticsQueryOptions = (workspaceId: string, pageId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'page-analytics', pageId),
    queryFn: () => getPageAnalytics(pageId),
    staleTime: 60_000,
  });

export const usePageAnalytics = (workspaceId: string, pageId: string) =>
  useQuery(pageAnalyticsQueryOptions(workspaceId, pageId));
