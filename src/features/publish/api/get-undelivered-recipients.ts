import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

export const UNDELIVERED_PAGE_SIZE = 20;

export const UNDELIVERED_KINDS = ['failed', 'bounced', 'delayed', 'suppressed'] as const;
export type UndeliveredKind = (typeof UNDELIVERED_KINDS)[number];

const undeliveredRecipient = z.object({
  id: z.number(),
  email: z.string(),
  kind: z.enum(UNDELIVERED_KINDS),
  /** The provider's words: a bounce's message, a refusal, a failed event's reason. */
  reason: z.string().nullable(),
  /** A bounce's type and sub-type ("Permanent / General"). */
  bounce_type: z.string().nullable(),
  occurred_at: z.string().nullable(),
  suppression_reason: z.enum(['unsubscribed', 'bounced', 'complained']).nullable(),
  retryable: z.boolean(),
});
export type UndeliveredRecipient = z.infer<typeof undeliveredRecipient>;

const undeliveredPage = z.object({
  total: z.number(),
  counts: z.object({
    failed: z.number(),
    bounced: z.number(),
    delayed: z.number(),
    suppressed: z.number(),
    retryable: z.number(),
  }),
  recipients: z.array(undeliveredRecipient),
});
export type UndeliveredPage = z.infer<typeof undeliveredPage>;

export type UndeliveredFilters = { kind: UndeliveredKind | null; page: number };

/** One page of the campaign's recipients who did not get it (campaign_undelivered_recipients). */
export async function getUndeliveredRecipients(
  campaignId: string,
  { kind, page }: UndeliveredFilters,
): Promise<UndeliveredPage> {
  const data = unwrap(
    await supabase.rpc('campaign_undelivered_recipients', {
      campaign_id: campaignId,
      ...(kind ? { kind } : {}),
      page_size: UNDELIVERED_PAGE_SIZE,
      page_offset: (page - 1) * UNDELIVERED_PAGE_SIZE,
    }),
  );
  return undeliveredPage.parse(data);
}

export const undeliveredRecipientsQueryOptions = (
  workspaceId: string,
  campaignId: string,
  filters: UndeliveredFilters,
) =>
  queryOptions({
    queryKey: publishKeys.undelivered(workspaceId, campaignId, filters),
    queryFn: () => getUndeliveredRecipients(campaignId, filters),
  });

/** Keeps the previous page on screen while the next kind or page loads. */
export const useUndeliveredRecipients = (
  workspaceId: string,
  campaignId: string,
  filters: UndeliveredFilters,
  refetchInterval: number | false = false,
) =>
  useQuery({
    ...undeliveredRecipientsQueryOptions(workspaceId, campaignId, filters),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
