import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Enums, Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { activityKeys } from './activity-keys.ts';

export type ActivityKind = Enums<'activity_kind'>;

export type ActivityEvent = Pick<Tables<'activity_events'>, 'id' | 'kind' | 'created_at'> & {
  actor: { full_name: string | null; email: string | null } | null;
  /** A client's reviewer, who acted through their link. */
  reviewer: { name: string } | null;
  campaigns: { id: string; name: string; kind: Enums<'campaign_kind'>; client_id: string | null };
};

/** What one campaign or page went through, or every item of one client. */
export type ActivityScope = { campaignId: string } | { clientId: string };

export const ACTIVITY_PAGE_SIZE = 20;

type ActivityPage = { events: ActivityEvent[]; hasMore: boolean };

/** Newest first; one more than a page tells whether there is another, without counting them all. */
async function getActivityPage(scope: ActivityScope, offset: number): Promise<ActivityPage> {
  const query = supabase
    .from('activity_events')
    .select(
      'id, kind, created_at, actor:profiles(full_name, email), reviewer:client_reviewers(name), campaigns!inner(id, name, kind, client_id)',
    );
  // A client's feed goes through the embedded campaign: activity rows do not name the client.
  const scoped =
    'campaignId' in scope
      ? query.eq('campaign_id', scope.campaignId)
      : query.eq('campaigns.client_id', scope.clientId);
  const data = unwrap(
    await scoped
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(offset, offset + ACTIVITY_PAGE_SIZE),
  );
  return { events: data.slice(0, ACTIVITY_PAGE_SIZE), hasMore: data.length > ACTIVITY_PAGE_SIZE };
}

export const activityFeedQueryOptions = (workspaceId: string, scope: ActivityScope) =>
  infiniteQueryOptions({
    queryKey:
      'campaignId' in scope
        ? activityKeys.campaign(workspaceId, scope.campaignId)
        : activityKeys.client(workspaceId, scope.clientId),
    queryFn: ({ pageParam }) => getActivityPage(scope, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * ACTIVITY_PAGE_SIZE : undefined),
  });

export const useActivityFeed = (workspaceId: string, scope: ActivityScope) =>
  useInfiniteQuery(activityFeedQueryOptions(workspaceId, scope));
