import { workspaceKeys } from '@/lib/query-keys.ts';

/**
 * Under the campaigns key, so whatever refreshes a campaign (a save, a generation, a review step)
 * refreshes the feeds that record it; a comment refreshes them with `all`.
 */
export const activityKeys = {
  all: (workspaceId: string) => workspaceKeys.scoped(workspaceId, 'campaigns', 'activity'),
  campaign: (workspaceId: string, campaignId: string) =>
    workspaceKeys.scoped(workspaceId, 'campaigns', 'activity', 'campaign', campaignId),
  client: (workspaceId: string, clientId: string) =>
    workspaceKeys.scoped(workspaceId, 'campaigns', 'activity', 'client', clientId),
};
