import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { listWorkspaceCampaigns } from '@/content/list/api/workspace-campaign-list.ts';
import type { ResolvedCampaignListSearch } from '@/content/list/model/campaign-list-search.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';

// Under the workspace's campaigns key, so whatever refreshes the campaigns refreshes the list too.
export const workspaceCampaignsQueryOptions = (workspaceId: string, search: ResolvedCampaignListSearch) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'list', 'email', search),
    queryFn: () => listWorkspaceCampaigns(workspaceId, 'email', search),
  });

/** One page of the workspace's email campaigns, searched and sorted as the address says. */
export const useWorkspaceCampaigns = (workspaceId: string, search: ResolvedCampaignListSearch) =>
  useSuspenseQuery(workspaceCampaignsQueryOptions(workspaceId, search));
