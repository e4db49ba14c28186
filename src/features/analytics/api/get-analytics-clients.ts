import { queryOptions, useQuery } from '@tanstack/react-query';
import { everyRow } from '@/lib/every-row.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { supabase } from '@/lib/supabase.ts';
import { analyticsKey } from './analytics-keys.ts';

export type AnalyticsClient = { id: string; name: string; report_locale: Locale };

/** The workspace's clients by name: the filter's choices and the tables' client column. */
export const analyticsClientsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...analyticsKey(workspaceId), 'clients'],
    queryFn: () =>
      everyRow<AnalyticsClient>((from, to) =>
        supabase
          .from('clients')
          .select('id, name, report_locale')
          .eq('workspace_id', workspaceId)
          .order('name')
          .order('id')
          .range(from, to),
      ),
  });

export const useAnalyticsClients = (workspaceId: string) =>
  useQuery(analyticsClientsQueryOptions(workspaceId));
