import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from '../../api/publish-keys.ts';
import type { CampaignUsage } from '../model/payment-needed.ts';

/** Recipients the campaign's paid packages allow, its sends hold, and what is left. */
export async function getCampaignUsage(campaignId: string): Promise<CampaignUsage> {
  const data = unwrap(await supabase.rpc('campaign_usage', { campaign_id: campaignId }).single());
  return data;
}

export const campaignUsageQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.usage(workspaceId, campaignId),
    queryFn: () => getCampaignUsage(campaignId),
  });

export const useCampaignUsage = (workspaceId: string, campaignId: string) =>
  useSuspenseQuery(campaignUsageQueryOptions(workspaceId, campaignId));
