import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export interface ClientChoice {
  id: string;
  name: string;
}

/** The workspace's clients an invitation may limit an editor or viewer to, by name. */
export async function getClientChoices(workspaceId: string): Promise<ClientChoice[]> {
  return unwrap(
    await supabase.from('clients').select('id, name').eq('workspace_id', workspaceId).order('name'),
  );
}

export const clientChoicesQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'members', 'client-choices'),
    queryFn: () => getClientChoices(workspaceId),
  });

export const useClientChoices = (workspaceId: string, enabled: boolean) =>
  useQuery({ ...clientChoicesQueryOptions(workspaceId), enabled });
