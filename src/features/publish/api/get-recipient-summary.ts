import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

export type RecipientSummary = Database['public']['Functions']['recipient_summary']['Returns'][number];

/** SPEC §3's summary counts of a campaign's recipients, counted by the database. */
export async function getRecipientSummary(campaignId: string): Promise<RecipientSummary> {
  const data = unwrap(await supabase.rpc('recipient_summary', { campaign_id: campaignId }).single());
  return data;
}

export const recipientSummaryQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.summary(workspaceId, campaignId),
    queryFn: () => getRecipientSummary(campaignId),
  });

export const useRecipientSummary = (
  workspaceId: string,
  campaignId: string,
  refetchInterval: number | false = false,
) => useSuspenseQuery({ ...recipientSummaryQueryOptions(workspaceId, campaignId), refetchInterval });
