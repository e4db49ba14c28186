import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { type ClientInput, clientInput, clientWriteError } from './client-input.ts';
import { CLIENT_COLUMNS, type Client, clientsQueryOptions } from './get-clients.ts';

export { clientInput as createClientInput };

export async function createClient(workspaceId: string, input: ClientInput): Promise<Client> {
  const data = unwrap(
    await supabase
      .from('clients')
      .insert({ ...clientInput.parse(input), workspace_id: workspaceId })
      .select(CLIENT_COLUMNS)
      .single(),
    clientWriteError,
  );
  if (!data) throw new HttpError(500, 'the new client was not returned');
  return data;
}

const byName = (a: Client, b: Client) => a.name.localeCompare(b.name);

/** The new client is in the list as soon as the database has it, without waiting for a refetch. */
export function useCreateClient(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = clientsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (input: ClientInput) => createClient(workspaceId, input),
    meta: { handlesOwnErrors: true },
    onSuccess: (client) => {
      queryClient.setQueryData(queryKey, (clients) =>
        clients ? [...clients, client].sort(byName) : clients,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
