import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { Period } from '../model/period.ts';
import { type AnalyticsScope, periodArguments, periodQueryKey, scopeArguments } from './analytics-keys.ts';

export type PageSourceRow = Database['public']['Functions']['page_analytics_by_source']['Returns'][number];
export type PageDayRow = Database['public']['Functions']['page_analytics_by_day']['Returns'][number];

export type PageAnalytics = {
  /** Each page's views, form starts and leads in the period, per source. */
  sources: PageSourceRow[];
  previous: PageSourceRow[];
  days: PageDayRow[];
};

export async function getPageAnalytics(
  scope: AnalyticsScope,
  period: Period,
  timeZone: string,
): Promise<PageAnalytics> {
  const args = scopeArguments(scope);
  const { current, previous: before } = periodArguments(period);
  const [sources, previous, days] = await Promise.all([
    supabase.rpc('page_analytics_by_source', { ...args, ...current }),
    supabase.rpc('page_analytics_by_source', { ...args, ...before }),
    supabase.rpc('page_analytics_by_day', { ...args, ...current, time_zone: timeZone }),
  ]);
  return { sources: unwrap(sources), previous: unwrap(previous), days: unwrap(days) };
}

export const pageAnalyticsQueryOptions = (scope: AnalyticsScope, period: Period, timeZone: string) =>
  queryOptions({
    queryKey: periodQueryKey('pages', scope, period, timeZone),
    queryFn: () => getPageAnalytics(scope, period, timeZone),
  });

export const usePageAnalytics = (scope: AnalyticsScope, period: Period, timeZone: string) =>
  useQuery(pageAnalyticsQueryOptions(scope, period, timeZone));
