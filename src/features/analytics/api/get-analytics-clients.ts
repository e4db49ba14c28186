import { queryOptions, useQuery } from '@tanstack/react-query';
import { everyClient } from '@/lib/workspaces/every-client.ts';
import { analyticsKey } from './analytics-keys.ts';

export type AnalyticsClient = { id: string; name: string };

/** The workspace's clients by name: the filter's choices and the tables' client column. */
export const analyticsClientsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...analyticsKey(workspaceId), 'clients'],
    queryFn: () => everyClient<AnalyticsClient>(workspaceId, 'id, name'),
  });

export const useAnalyticsClients = (workspaceId: string) =>
  useQuery(analyticsClientsQueryOptions(workspaceId));
