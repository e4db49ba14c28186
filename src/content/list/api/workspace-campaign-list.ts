import {
  type PageVisibility,
  pageVisibility,
  type VisibilitySubscription,
} from '@/content/status/model/page-visibility.ts';
import type { Database } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';
import type { ResolvedCampaignListSearch } from '../model/campaign-list-search.ts';

/** Rows per page of a workspace's campaign or page list. */
export const CAMPAIGN_LIST_PAGE_SIZE = 25;

type Subscription = VisibilitySubscription;

export type CampaignListRow = {
  id: string;
  name: string;
  productName: string | null;
  kind: Database['public']['Enums']['campaign_kind'];
  status: Database['public']['Enums']['campaign_status'];
  reviewState: Database['public']['Enums']['review_state'];
  clientName: string | null;
  createdAt: string;
  /** Pages only: whether visitors see it now, or why not (public.page_is_live's rule). */
  visibility: PageVisibility;
};

export type CampaignListPage = { rows: CampaignListRow[]; total: number };

/** `%` and `_` typed by the user are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * One page of a workspace's email campaigns or landing pages, filtered by name and sorted on the
 * server, with the total for the pager. A page past the end comes back empty with total 0.
 */
export async function listWorkspaceCampaigns(
  workspaceId: string,
  kind: CampaignListRow['kind'],
  search: ResolvedCampaignListSearch,
): Promise<CampaignListPage> {
  const from = (search.page - 1) * CAMPAIGN_LIST_PAGE_SIZE;
  const columns =
    kind === 'page'
      ? 'id, name, product_name, kind, status, review_state, created_at, client:clients(name), page_subscriptions(status, current_period_end)'
      : 'id, name, product_name, kind, status, review_state, created_at, client:clients(name)';
  let query = supabase
    .from('campaigns')
    .select(columns, { count: 'exact' })
    .eq('workspace_id', workspaceId)
    .eq('kind', kind);
  if (search.q) query = query.ilike('name', `%${escapeLike(search.q)}%`);
  const ascending = search.dir === 'asc';
  query =
    search.sort === 'name'
      ? query.order('name', { ascending }).order('created_at', { ascending: false })
      : query.order('created_at', { ascending });
  const { data, error, status, count } = await query
    .order('id')
    .range(from, from + CAMPAIGN_LIST_PAGE_SIZE - 1)
    .overrideTypes<
      {
        id: string;
        name: string;
        product_name: string | null;
        kind: CampaignListRow['kind'];
        status: CampaignListRow['status'];
        review_state: CampaignListRow['reviewState'];
        created_at: string;
        client: { name: string } | null;
        page_subscriptions?: Subscription[];
      }[],
      { merge: false }
    >();
  // A page past the end answers 416; the screen then offers the first page.
  if (error && status === 416) return { rows: [], total: 0 };
  if (error) throw new HttpError(status, error.message);
  return {
    total: count ?? data.length,
    rows: data.map((row) => ({
      id: row.id,
      name: row.name,
      productName: row.product_name,
      kind: row.kind,
      status: row.status,
      reviewState: row.review_state,
      clientName: row.client?.name ?? null,
      createdAt: row.created_at,
      visibility: pageVisibility(row.status, row.page_subscriptions ?? []),
    })),
  };
}
