import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

/** How many of the campaign's recipients not yet sent are on the workspace's suppression list. */
export async function getSuppressedRecipients(campaignId: string): Promise<number> {
  const data = unwrap(
    await supabase.rpc('campaign_suppressed_recipients', {
      campaign_id: campaignId,
    }),
  );
  return data;
}

export const suppressedRecipientsQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.suppressed(workspaceId, campaignId),
    queryFn: () => getSuppressedRecipients(campaignId),
  });

export const useSuppressedRecipients = (
  workspaceId: string,
  campaignId: string,
  refetchInterval: number | false = false,
) => useQuery({ ...suppressedRecipientsQueryOptions(workspaceId, campaignId), refetchInterval });
