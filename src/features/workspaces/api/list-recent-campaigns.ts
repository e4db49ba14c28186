import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export const RECENT_CAMPAIGNS = 5;

export type RecentCampaign = {
  id: string;
  name: string;
  kind: Database['public']['Enums']['campaign_kind'];
  status: Database['public']['Enums']['campaign_status'];
  clientName: string | null;
  createdAt: string;
};

/** The latest campaigns and pages of a workspace, newest first. */
export async function listRecentCampaigns(workspaceId: string): Promise<RecentCampaign[]> {
  const data = unwrap(
    await supabase
      .from('campaigns')
      .select('id, name, kind, status, created_at, client:clients(name)')
      .eq('workspace_id', workspaceId)
      .order('created_at', { ascending: false })
      .limit(RECENT_CAMPAIGNS),
  );
  return data.map(toRecentCampaign);
}

type CampaignRow = Pick<RecentCampaign, 'id' | 'name' | 'kind' | 'status'> & {
  created_at: string;
  client: { name: string } | null;
};

/** A campaigns row as the dashboard's lists show it. */
export const toRecentCampaign = (row: CampaignRow): RecentCampaign => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  status: row.status,
  clientName: row.client?.name ?? null,
  createdAt: row.created_at,
});

// Under the workspace's campaigns key, so whatever refreshes the campaigns refreshes this too.
export const recentCampaignsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', { recent: RECENT_CAMPAIGNS }),
    queryFn: () => listRecentCampaigns(workspaceId),
  });

export const useRecentCampaigns = (workspaceId: string) =>
  useSuspenseQuery(recentCampaignsQueryOptions(workspaceId));
