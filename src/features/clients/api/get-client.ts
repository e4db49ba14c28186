import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { CLIENT_COLUMNS, type Client } from './get-clients.ts';

/** One client of the workspace; null when it does not exist there. */
export async function getClient(workspaceId: string, clientId: string): Promise<Client | null> {
  const data = unwrap(
    await supabase
      .from('clients')
      .select(CLIENT_COLUMNS)
      .eq('workspace_id', workspaceId)
      .eq('id', clientId)
      .maybeSingle(),
  );
  return data;
}

export const clientQueryOptions = (workspaceId: string, clientId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'clients', 'detail', clientId),
    queryFn: () => getClient(workspaceId, clientId),
  });

export const useClient = (workspaceId: string, clientId: string) =>
  useSuspenseQuery(clientQueryOptions(workspaceId, clientId));
