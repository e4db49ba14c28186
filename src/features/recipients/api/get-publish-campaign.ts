import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { isUuid } from '@/lib/ids.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

export type PublishCampaign = Pick<Tables<'campaigns'>, 'id' | 'name' | 'status'> & {
  client: { name: string } | null;
};

/**
 * The email campaign the publish screen is about; null when it does not exist, the user cannot
 * see it, or it is a landing page (pages have no recipients).
 */
export async function getPublishCampaign(
  workspaceId: string,
  campaignId: string,
): Promise<PublishCampaign | null> {
  if (!isUuid(workspaceId) || !isUuid(campaignId)) return null;
  const { data, error, status } = await supabase
    .from('campaigns')
    .select('id, name, status, client:clients(name)')
    .eq('workspace_id', workspaceId)
    .eq('id', campaignId)
    .eq('kind', 'email')
    .maybeSingle();
  if (error) throw new HttpError(status, error.message);
  return data;
}

export const publishCampaignQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.campaign(workspaceId, campaignId),
    queryFn: () => getPublishCampaign(workspaceId, campaignId),
  });

export const usePublishCampaign = (workspaceId: string, campaignId: string) =>
  useSuspenseQuery(publishCampaignQueryOptions(workspaceId, campaignId));
