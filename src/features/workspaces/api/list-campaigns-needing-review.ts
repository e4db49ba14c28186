import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { type RecentCampaign, toRecentCampaign } from './list-recent-campaigns.ts';

const SHOWN = 10;

export type CampaignNeedingReview = RecentCampaign & {
  reviewState: Extract<Database['public']['Enums']['review_state'], 'in_review' | 'changes_requested'>;
};

/**
 * The campaigns and pages waiting on someone (docs/approvals.md): in review (owners and admins
 * decide) or sent back with changes requested (editors act), the longest waiting first.
 */
async function listCampaignsNeedingReview(workspaceId: string): Promise<CampaignNeedingReview[]> {
  const data = unwrap(
    await supabase
      .from('campaigns')
      .select('id, name, kind, status, review_state, created_at, client:clients(name)')
      .eq('workspace_id', workspaceId)
      .in('review_state', ['in_review', 'changes_requested'])
      .order('updated_at', { ascending: true })
      .limit(SHOWN),
  );
  return data.map((row) => ({
    ...toRecentCampaign(row),
    reviewState: row.review_state as CampaignNeedingReview['reviewState'],
  }));
}

// Under the workspace's campaigns key, so a review step refreshes it.
export const campaignsNeedingReviewQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'needing-review'),
    queryFn: () => listCampaignsNeedingReview(workspaceId),
  });

export const useCampaignsNeedingReview = (workspaceId: string) =>
  useQuery(campaignsNeedingReviewQueryOptions(workspaceId));
