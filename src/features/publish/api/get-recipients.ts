import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

export const RECIPIENTS_PAGE_SIZE = 25;

export type Recipient = Pick<
  Tables<'recipients'>,
  | 'id'
  | 'email'
  | 'sent'
  | 'delivered'
  | 'opened'
  | 'clicked'
  | 'bounced'
  | 'failed'
  | 'complained'
  | 'delayed'
  | 'sent_at'
  | 'last_event_at'
  | 'created_at'
>;

/**
 * A page of recipients; `matches` counts what a search matches (null without one: the list's total
 * is the campaign's count, `recipient_summary`'s `total`, already loaded, not a count per page).
 */
export type RecipientsPage = { recipients: Recipient[]; matches: number | null };

export type RecipientFilters = { q: string; page: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * One page of a campaign's recipients, newest first, optionally those whose address contains q.
 * Without q the page is read from the index on (campaign_id, created_at desc, id desc) and nothing is
 * counted, so page 1 costs the same at 1,000 recipients and at 100,000 (docs/database.md).
 */
export async function getRecipients(
  workspaceId: string,
  campaignId: string,
  { q, page }: RecipientFilters,
): Promise<RecipientsPage> {
  const from = (page - 1) * RECIPIENTS_PAGE_SIZE;
  let query = supabase
    .from('recipients')
    .select(
      'id, email, sent, delivered, opened, clicked, bounced, failed, complained, delayed, sent_at, last_event_at, created_at',
      q ? { count: 'exact' } : undefined,
    )
    .eq('workspace_id', workspaceId)
    .eq('campaign_id', campaignId);
  if (q) query = query.ilike('email', `%${escapeLike(q)}%`);
  const { data, error, status, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + RECIPIENTS_PAGE_SIZE - 1);
  // A page past the end answers 416; the screen then offers the first page.
  if (error && status !== 416) throw new HttpError(status, error.message);
  return { recipients: data ?? [], matches: q ? (count ?? data?.length ?? 0) : null };
}

export const recipientsQueryOptions = (workspaceId: string, campaignId: string, filters: RecipientFilters) =>
  queryOptions({
    queryKey: publishKeys.recipients(workspaceId, campaignId, filters),
    queryFn: () => getRecipients(workspaceId, campaignId, filters),
  });

/** Keeps the previous page on screen while the next search or page loads. */
export const useRecipients = (
  workspaceId: string,
  campaignId: string,
  filters: RecipientFilters,
  refetchInterval: number | false = false,
) =>
  useQuery({
    ...recipientsQueryOptions(workspaceId, campaignId, filters),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
