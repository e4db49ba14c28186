import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { type ClientInput, clientInput, clientWriteError } from './client-input.ts';
import { clientQueryOptions } from './get-client.ts';
import { CLIENT_COLUMNS, type Client, clientsQueryOptions } from './get-clients.ts';

export { clientInput as updateClientInput };

export async function updateClient(
  workspaceId: string,
  clientId: string,
  input: ClientInput,
): Promise<Client> {
  const data = unwrap(
    await supabase
      .from('clients')
      .update(clientInput.parse(input))
      .eq('workspace_id', workspaceId)
      .eq('id', clientId)
      .select(CLIENT_COLUMNS)
      .maybeSingle(),
    clientWriteError,
  );
  // Deleted meanwhile, or out of reach: nothing was changed.
  if (!data) throw new HttpError(404, 'client not found');
  return data;
}

/** The edit shows at once; it is rolled back if the database refuses it. */
export function useUpdateClient(workspaceId: string, clientId: string) {
  const queryClient = useQueryClient();
  const detailKey = clientQueryOptions(workspaceId, clientId).queryKey;
  const listKey = clientsQueryOptions(workspaceId).queryKey;
  return useMutation({
    mutationFn: (input: ClientInput) => updateClient(workspaceId, clientId, input),
    meta: { handlesOwnErrors: true },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previous = queryClient.getQueryData(detailKey);
      if (previous) queryClient.setQueryData(detailKey, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey, context.previous);
    },
    onSuccess: (client) => {
      queryClient.setQueryData(detailKey, client);
      queryClient.setQueryData(listKey, (clients) =>
        clients?.map((each) => (each.id === client.id ? client : each)),
      );
    },
    // Campaign and lead lists show the client's name too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace(workspaceId) }),
  });
}
