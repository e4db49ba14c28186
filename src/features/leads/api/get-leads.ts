import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { leadSearchFilter } from './search-filter.ts';

export const LEADS_PAGE_SIZE = 50;
/** PostgREST answers at most this many rows a request: the export reads in steps of it. */
const EXPORT_STEP = 1000;

export type Lead = Pick<
  Tables<'leads'>,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'source' | 'status' | 'ignored_at' | 'created_at'
> & {
  /** Signed up on a double opt-in page and not confirmed yet: restoring it keeps it inactive. */
  awaitingConfirmation: boolean;
  /** The landing page that captured it, and that page's client (null: the workspace's own page). */
  pageName: string | null;
  clientName: string | null;
};

/**
 * Whose leads: every page's of the workspace ('all'), the workspace's own pages' ('own'), or one
 * client's (its id); optionally one page's only.
 */
export type LeadScope = { workspaceId: string; client: 'all' | 'own' | (string & {}); pageId?: string };

/** The client a scope names, if it names one (not 'all' or 'own'). */
const clientIdOf = (scope: LeadScope) =>
  scope.client === 'all' || scope.client === 'own' ? null : scope.client;

export type LeadsPage = {
  /** The client the scope names; null when it names none. */
  client: { id: string; name: string } | null;
  leads: Lead[];
  total: number;
};

const COLUMNS =
  'id, first_name, last_name, email, phone, source, status, ignored_at, confirmed_at, campaign_id, created_at, page:campaigns(name, client:clients(name))';

function leadsQuery(scope: LeadScope, search: string) {
  let query = supabase
    .from('leads')
    .select(COLUMNS, { count: 'exact' })
    .eq('workspace_id', scope.workspaceId);
  const clientId = clientIdOf(scope);
  if (clientId) query = query.eq('client_id', clientId);
  else if (scope.client === 'own') query = query.is('client_id', null);
  if (scope.pageId) query = query.eq('campaign_id', scope.pageId);
  const text = search.trim();
  if (text) query = query.or(leadSearchFilter(text));
  return query.order('created_at', { ascending: false }).order('id');
}

type LeadRow = Omit<Lead, 'awaitingConfirmation' | 'pageName' | 'clientName'> & {
  confirmed_at: string | null;
  campaign_id: string | null;
  page: { name: string; client: { name: string } | null } | null;
};

/** Marks the leads of double opt-in pages that have not confirmed yet. */
async function withConfirmation(rows: LeadRow[]): Promise<Lead[]> {
  const pageIds = [
    ...new Set(rows.map((lead) => lead.campaign_id).filter((id): id is string => id !== null)),
  ];
  const doubleOptIn = new Set<string>();
  for (let start = 0; start < pageIds.length; start += 100) {
    const pages = unwrap(
      await supabase
        .from('campaigns')
        .select('id, double_opt_in')
        .in('id', pageIds.slice(start, start + 100)),
    );
    for (const each of pages) if (each.double_opt_in) doubleOptIn.add(each.id);
  }
  return rows.map(({ confirmed_at, campaign_id, page, ...lead }) => ({
    ...lead,
    awaitingConfirmation: confirmed_at === null && campaign_id !== null && doubleOptIn.has(campaign_id),
    pageName: page?.name ?? null,
    clientName: page?.client?.name ?? null,
  }));
}

/** One page of leads, newest first; null when the scope's client does not exist in the workspace. */
export async function getLeads(scope: LeadScope, page: number, search: string): Promise<LeadsPage | null> {
  const from = (page - 1) * LEADS_PAGE_SIZE;
  const clientId = clientIdOf(scope);
  const [client, leads] = await Promise.all([
    clientId
      ? supabase
          .from('clients')
          .select('id, name')
          .eq('workspace_id', scope.workspaceId)
          .eq('id', clientId)
          .maybeSingle()
      : Promise.resolve(null),
    leadsQuery(scope, search).range(from, from + LEADS_PAGE_SIZE - 1),
  ]);
  if (client?.error) throw new HttpError(client.status, client.error.message);
  if (client && !client.data) return null;
  // A page past the end answers 416; the screen then offers the last page.
  if (leads.error && leads.status !== 416) throw new HttpError(leads.status, leads.error.message);
  const rows = (leads.data ?? []) as LeadRow[];
  return {
    client: client?.data ?? null,
    total: leads.count ?? rows.length,
    leads: await withConfirmation(rows),
  };
}

/** Every lead the search finds, for the CSV export. */
export async function getAllLeads(scope: LeadScope, search: string): Promise<Lead[]> {
  const rows: LeadRow[] = [];
  for (let from = 0; ; from += EXPORT_STEP) {
    const { data, error, status } = await leadsQuery(scope, search).range(from, from + EXPORT_STEP - 1);
    if (error && status !== 416) throw new HttpError(status, error.message);
    const step = (data ?? []) as LeadRow[];
    rows.push(...step);
    if (step.length < EXPORT_STEP) break;
  }
  return withConfirmation(rows);
}

/** Every list of leads in the workspace sits under this key. */
export const leadsKey = (workspaceId: string) => workspaceKeys.scoped(workspaceId, 'leads');

export const leadsQueryOptions = (scope: LeadScope, page: number, search: string) =>
  queryOptions({
    queryKey: [...leadsKey(scope.workspaceId), scope.client, scope.pageId ?? 'every page', { page, search }],
    queryFn: () => getLeads(scope, page, search),
  });

export const useLeads = (scope: LeadScope, page: number, search: string) =>
  useSuspenseQuery(leadsQueryOptions(scope, page, search));
