import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { everyRow } from '@/lib/every-row.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type ClientCampaign = Pick<
  Tables<'campaigns'>,
  'id' | 'name' | 'product_name' | 'kind' | 'status' | 'created_at'
>;

export type ClientCampaigns = { client: { id: string; name: string }; campaigns: ClientCampaign[] };

/** A client's email campaigns and landing pages, newest first; null for a client not in the workspace. */
export async function getClientCampaigns(
  workspaceId: string,
  clientId: string,
): Promise<ClientCampaigns | null> {
  const [client, campaigns] = await Promise.all([
    supabase
      .from('clients')
      .select('id, name')
      .eq('workspace_id', workspaceId)
      .eq('id', clientId)
      .maybeSingle(),
    // Every one, in steps of the API's 1,000 rows: a client with more would silently miss some.
    everyRow<ClientCampaign>((from, to) =>
      supabase
        .from('campaigns')
        .select('id, name, product_name, kind, status, created_at')
        .eq('workspace_id', workspaceId)
        .eq('client_id', clientId)
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, to),
    ),
  ]);
  const found = unwrap(client);
  if (!found) return null;
  return { client: found, campaigns };
}

export const clientCampaignsQueryOptions = (workspaceId: string, clientId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'by-client', clientId),
    queryFn: () => getClientCampaigns(workspaceId, clientId),
  });

export const useClientCampaigns = (workspaceId: string, clientId: string) =>
  useSuspenseQuery(clientCampaignsQueryOptions(workspaceId, clientId));
