import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

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
 * and the name search filters it in memory, without a round trip per keystroke.
 */
export async function getClients(workspaceId: string): Promise<Client[]> {
  const data = unwrap(
    await supabase
      .from('clients')
      .select(CLIENT_COLUMNS)
      .eq('workspace_id', workspaceId)
      .order('name')
      .order('id'),
  );
  return data;
}

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
