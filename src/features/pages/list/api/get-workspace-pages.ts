import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { listWorkspaceCampaigns } from '@/content/list/api/workspace-campaign-list.ts';
import type { ResolvedCampaignListSearch } from '@/content/list/model/campaign-list-search.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';

// Pages are campaigns of kind 'page': under the same key, so a change to either refreshes both.
export const workspacePagesQueryOptions = (workspaceId: string, search: ResolvedCampaignListSearch) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'list', 'page', search),
    queryFn: () => listWorkspaceCampaigns(workspaceId, 'page', search),
  });

/** One page of the workspace's landing pages, with whether each is live. */
export const useWorkspacePages = (workspaceId: string, search: ResolvedCampaignListSearch) =>
  useSuspenseQuery(workspacePagesQueryOptions(workspaceId, search));
