import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales.ts';
import { everyClient } from '@/lib/workspaces/every-client.ts';
import { analyticsKey } from './analytics-keys.ts';

export type AnalyticsClient = { id: string; name: string; report_locale: Locale };

/** The workspace's clients by name: the filter's choices and the tables' client column. */
export const analyticsClientsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...analyticsKey(workspaceId), 'clients'],
    queryFn: () => everyClient<AnalyticsClient>(workspaceId, 'id, name, report_locale'),
  });

export const useAnalyticsClients = (workspaceId: string) =>
  useQuery(analyticsClientsQueryOptions(workspaceId));
