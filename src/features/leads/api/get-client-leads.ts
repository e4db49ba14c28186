import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { isUuid } from '@/lib/ids.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export const LEADS_PAGE_SIZE = 50;

export type Lead = Pick<
  Tables<'leads'>,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'status' | 'ignored_at' | 'created_at'
> & {
  /** Signed up on a double opt-in page and not confirmed yet: restoring it keeps it inactive. */
  awaitingConfirmation: boolean;
};

export type ClientLeads = {
  client: { id: string; name: string };
  leads: Lead[];
  total: number;
};

/** One page of a client's leads, newest first; null when the client does not exist in the workspace. */
export async function getClientLeads(
  workspaceId: string,
  clientId: string,
  page: number,
): Promise<ClientLeads | null> {
  if (!isUuid(workspaceId) || !isUuid(clientId)) return null;
  const from = (page - 1) * LEADS_PAGE_SIZE;
  const [client, leads] = await Promise.all([
    supabase
      .from('clients')
      .select('id, name')
      .eq('workspace_id', workspaceId)
      .eq('id', clientId)
      .maybeSingle(),
    supabase
      .from('leads')
      .select(
        'id, first_name, last_name, email, phone, status, ignored_at, confirmed_at, campaign_id, created_at',
        {
          count: 'exact',
        },
      )
      .eq('workspace_id', workspaceId)
      .eq('client_id', clientId)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + LEADS_PAGE_SIZE - 1),
  ]);
  if (client.error) throw new HttpError(client.status, client.error.message);
  if (!client.data) return null;
  // A page past the end answers 416; the screen then offers the last page.
  if (leads.error && leads.status !== 416) throw new HttpError(leads.status, leads.error.message);
  const rows = leads.data ?? [];

  const pageIds = [
    ...new Set(rows.map((lead) => lead.campaign_id).filter((id): id is string => id !== null)),
  ];
  const doubleOptIn = new Set<string>();
  if (pageIds.length > 0) {
    const pages = await supabase.from('campaigns').select('id, double_opt_in').in('id', pageIds);
    if (pages.error) throw new HttpError(pages.status, pages.error.message);
    for (const each of pages.data) if (each.double_opt_in) doubleOptIn.add(each.id);
  }

  return {
    client: client.data,
    total: leads.count ?? rows.length,
    leads: rows.map(({ confirmed_at, campaign_id, ...lead }) => ({
      ...lead,
      awaitingConfirmation: confirmed_at === null && campaign_id !== null && doubleOptIn.has(campaign_id),
    })),
  };
}

/** Every page of every client's leads sits under this key. */
export const clientLeadsKey = (workspaceId: string) =>
  workspaceKeys.scoped(workspaceId, 'leads', 'by-client');

export const clientLeadsQueryOptions = (workspaceId: string, clientId: string, page: number) =>
  queryOptions({
    queryKey: [...clientLeadsKey(workspaceId), clientId, { page }],
    queryFn: () => getClientLeads(workspaceId, clientId, page),
  });

export const useClientLeads = (workspaceId: string, clientId: string, page: number) =>
  useSuspenseQuery(clientLeadsQueryOptions(workspaceId, clientId, page));
