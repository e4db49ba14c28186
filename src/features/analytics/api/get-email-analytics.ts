import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { Period } from '../model/period.ts';
import { type AnalyticsScope, periodArguments, periodQueryKey, scopeArguments } from './analytics-keys.ts';

export type CampaignRow = Database['public']['Functions']['email_analytics_by_campaign']['Returns'][number];
export type EmailDayRow = Database['public']['Functions']['email_analytics_by_day']['Returns'][number];

export type EmailAnalytics = {
  /** Campaigns first sent in the period, with their counts to date. */
  campaigns: CampaignRow[];
  /** The same for the period before, for the comparison. */
  previous: CampaignRow[];
  days: EmailDayRow[];
};

export async function getEmailAnalytics(
  scope: AnalyticsScope,
  period: Period,
  timeZone: string,
): Promise<EmailAnalytics> {
  const args = scopeArguments(scope);
  const { current, previous: before } = periodArguments(period);
  const [campaigns, previous, days] = await Promise.all([
    supabase.rpc('email_analytics_by_campaign', { ...args, ...current }),
    supabase.rpc('email_analytics_by_campaign', { ...args, ...before }),
    supabase.rpc('email_analytics_by_day', { ...args, ...current, time_zone: timeZone }),
  ]);
  return { campaigns: unwrap(campaigns), previous: unwrap(previous), days: unwrap(days) };
}

export const emailAnalyticsQueryOptions = (scope: AnalyticsScope, period: Period, timeZone: string) =>
  queryOptions({
    queryKey: periodQueryKey('email', scope, period, timeZone),
    queryFn: () => getEmailAnalytics(scope, period, timeZone),
  });

export const useEmailAnalytics = (scope: AnalyticsScope, period: Period, timeZone: string) =>
  useQuery(emailAnalyticsQueryOptions(scope, period, timeZone));
