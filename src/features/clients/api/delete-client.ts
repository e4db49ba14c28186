import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { clientsQueryOptions } from './get-clients.ts';

/** Deletes a client (owner and admins). Its campaigns and leads stay in the workspace, unlinked. */
export async function deleteClient(workspaceId: string, clientId: string): Promise<void> {
  const data = unwrap(
    await supabase.from('clients').delete().eq('workspace_id', workspaceId).eq('id', clientId).select('id'),
  );
  // Row-level security lets members see the client but not delete it: nothing was deleted.
  if (data.length === 0) throw new HttpError(403, 'only the owner and admins may delete clients');
}

export function useDeleteClient(workspaceId: string) {
  const queryClient = useQueryClient();
  const listKey = clientsQueryOptions(workspaceId).queryKey;
  return useMutation({
    mutationFn: (clientId: string) => deleteClient(workspaceId, clientId),
    onSuccess: (_nothing, clientId) => {
      queryClient.setQueryData(listKey, (clients) => clients?.filter((client) => client.id !== clientId));
      // Stale, not refetched now: the screen still showing the client is about to be left.
      return queryClient.invalidateQueries({
        queryKey: workspaceKeys.workspace(workspaceId),
        refetchType: 'none',
      });
    },
  });
}
