import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { Period } from '../model/period.ts';
import { type AnalyticsScope, analyticsKey, scopeArguments } from './analytics-keys.ts';

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
  const [sources, previous, days] = await Promise.all([
    supabase.rpc('page_analytics_by_source', {
      ...args,
      period_start: period.start.toISOString(),
      period_end: period.end.toISOString(),
    }),
    supabase.rpc('page_analytics_by_source', {
      ...args,
      period_start: period.previousStart.toISOString(),
      period_end: period.start.toISOString(),
    }),
    supabase.rpc('page_analytics_by_day', {
      ...args,
      period_start: period.start.toISOString(),
      period_end: period.end.toISOString(),
      time_zone: timeZone,
    }),
  ]);
  return { sources: unwrap(sources), previous: unwrap(previous), days: unwrap(days) };
}

export const pageAnalyticsQueryOptions = (scope: AnalyticsScope, period: Period, timeZone: string) =>
  queryOptions({
    queryKey: [
      ...analyticsKey(scope.workspaceId),
      'pages',
      scope.client,
      period.start.toISOString(),
      period.end.toISOString(),
      timeZone,
    ],
    queryFn: () => getPageAnalytics(scope, period, timeZone),
  });

export const usePageAnalytics = (scope: AnalyticsScope, period: Period, timeZone: string) =>
  useQuery(pageAnalyticsQueryOptions(scope, period, timeZone));
