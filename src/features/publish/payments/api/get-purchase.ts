import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from '../../api/publish-keys.ts';

export type Purchase = Pick<Tables<'campaign_purchases'>, 'id' | 'status' | 'recipients' | 'package_id'> & {
  package: { name: string } | null;
};

/** One purchase of the campaign as the webhook has recorded it so far; null when unknown. */
export async function getPurchase(campaignId: string, purchaseId: string): Promise<Purchase | null> {
  const data = unwrap(
    await supabase
      .from('campaign_purchases')
      .select('id, status, recipients, package_id, package:packages(name)')
      .eq('campaign_id', campaignId)
      .eq('id', purchaseId)
      .maybeSingle(),
  );
  return data;
}

/** How often the success dialog asks whether Stripe's webhook has marked the purchase paid. */
export const PURCHASE_POLL_MS = 1000;

export const purchaseQueryOptions = (workspaceId: string, campaignId: string, purchaseId: string) =>
  queryOptions({
    queryKey: publishKeys.purchase(workspaceId, campaignId, purchaseId),
    queryFn: () => getPurchase(campaignId, purchaseId),
  });

/** Polls while the purchase is pending; stops once it is settled either way. */
export const usePurchaseUntilSettled = (workspaceId: string, campaignId: string, purchaseId: string) =>
  useQuery({
    ...purchaseQueryOptions(workspaceId, campaignId, purchaseId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PURCHASE_POLL_MS : false),
  });
