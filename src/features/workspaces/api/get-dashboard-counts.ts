import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type DashboardCounts = { clients: number; campaigns: number; pages: number; leadsThisMonth: number };

/** The first instant of the reader's current month, where "this month" starts for them. */
export const startOfMonth = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), 1);

const counted = async (
  request: PromiseLike<{ count: number | null; error: { message: string } | null; status: number }>,
) => {
  const { count, error, status } = await request;
  if (error) throw new HttpError(status, error.message);
  return count ?? 0;
};

/** Four counts, each a HEAD request: the database counts, no row travels. */
export async function getDashboardCounts(workspaceId: string, monthStart: Date): Promise<DashboardCounts> {
  const head = { count: 'exact', head: true } as const;
  const [clients, campaigns, pages, leadsThisMonth] = await Promise.all([
    counted(supabase.from('clients').select('id', head).eq('workspace_id', workspaceId)),
    counted(
      supabase.from('campaigns').select('id', head).eq('workspace_id', workspaceId).eq('kind', 'email'),
    ),
    counted(supabase.from('campaigns').select('id', head).eq('workspace_id', workspaceId).eq('kind', 'page')),
    counted(
      supabase
        .from('leads')
        .select('id', head)
        .eq('workspace_id', workspaceId)
        .gte('created_at', monthStart.toISOString()),
    ),
  ]);
  return { clients, campaigns, pages, leadsThisMonth };
}

export const dashboardCountsQueryOptions = (workspaceId: string) => {
  const monthStart = startOfMonth();
  return queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'dashboard-counts', monthStart.toISOString()),
    queryFn: () => getDashboardCounts(workspaceId, monthStart),
  });
};

export const useDashboardCounts = (workspaceId: string) =>
  useSuspenseQuery(dashboardCountsQueryOptions(workspaceId));
