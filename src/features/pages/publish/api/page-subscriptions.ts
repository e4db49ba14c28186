import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type PageSubscription = Pick<
  Tables<'page_subscriptions'>,
  'id' | 'plan_id' | 'status' | 'current_period_end' | 'cancel_at_period_end' | 'created_at'
>;

/** Every subscription the page has had, newest first (members read them; only webhooks write). */
export async function getPageSubscriptions(workspaceId: string, pageId: string): Promise<PageSubscription[]> {
  const data = unwrap(
    await supabase
      .from('page_subscriptions')
      .select('id, plan_id, status, current_period_end, cancel_at_period_end, created_at')
      .eq('workspace_id', workspaceId)
      .eq('campaign_id', pageId)
      .order('created_at', { ascending: false }),
  );
  return data;
}

// Under the campaigns key: a change to the page or its subscription refreshes the lists too.
export const pageSubscriptionsQueryOptions = (workspaceId: string, pageId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'subscriptions', pageId),
    queryFn: () => getPageSubscriptions(workspaceId, pageId),
  });

/** The page's subscriptions; `refetchInterval` polls while a payment is being confirmed. */
export const usePageSubscriptions = (
  workspaceId: string,
  pageId: string,
  refetchInterval: number | false = false,
) => useQuery({ ...pageSubscriptionsQueryOptions(workspaceId, pageId), refetchInterval });
