import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { everyClient } from '@/lib/workspaces/every-client.ts';

export interface ClientChoice {
  id: string;
  name: string;
}

/** The workspace's clients an invitation may limit an editor or viewer to, by name. */
export const getClientChoices = (workspaceId: string): Promise<ClientChoice[]> =>
  everyClient<ClientChoice>(workspaceId, 'id, name');

export const clientChoicesQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'members', 'client-choices'),
    queryFn: () => getClientChoices(workspaceId),
  });

export const useClientChoices = (workspaceId: string, enabled: boolean) =>
  useQuery({ ...clientChoicesQueryOptions(workspaceId), enabled });
