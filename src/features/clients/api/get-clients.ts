import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { everyClient } from '@/lib/workspaces/every-client.ts';

export const CLIENT_COLUMNS =
  'id, name, website, contact_email, contact_phone, sender_name, sender_domain, report_locale, created_at' as const;

export type Client = Pick<
  Tables<'clients'>,
  | 'id'
  | 'name'
  | 'website'
  | 'contact_email'
  | 'contact_phone'
  | 'sender_name'
  | 'sender_domain'
  | 'report_locale'
  | 'created_at'
>;

/**
 * Every client of the workspace, by name. An agency has tens or hundreds, so the list is read whole
 * (in steps of the API's 1,000 rows, so none is missing past them) and the name search filters it
 * in memory, without a round trip per keystroke.
 */
export const getClients = (workspaceId: string): Promise<Client[]> =>
  everyClient<Client>(workspaceId, CLIENT_COLUMNS);

export const clientsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'clients', 'list'),
    queryFn: () => getClients(workspaceId),
  });

export const useClients = (workspaceId: string) => useSuspenseQuery(clientsQueryOptions(workspaceId));

/** Whether a client's name contains the search, ignoring case and accents ("panaderia" finds "Panadería"). */
export function matchesClientSearch(client: Pick<Client, 'name'>, search: string) {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  return fold(client.name).includes(fold(search.trim()));
}
