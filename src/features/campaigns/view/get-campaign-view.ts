import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type CampaignView = Pick<
  Tables<'campaigns'>,
  'id' | 'kind' | 'name' | 'subject' | 'preheader' | 'html' | 'content' | 'prompt' | 'status'
> & { client: { name: string } | null };

/** One email campaign of the workspace; null when it does not exist or the user cannot see it. */
export async function getCampaignView(workspaceId: string, campaignId: string): Promise<CampaignView | null> {
  const data = unwrap(
    await supabase
      .from('campaigns')
      .select('id, kind, name, subject, preheader, html, content, prompt, status, client:clients(name)')
      .eq('workspace_id', workspaceId)
      .eq('id', campaignId)
      .eq('kind', 'email')
      .maybeSingle(),
  );
  return data;
}

export const campaignViewQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'view', campaignId),
    queryFn: () => getCampaignView(workspaceId, campaignId),
  });

export const useCampaignView = (workspaceId: string, campaignId: string) =>
  useSuspenseQuery(campaignViewQueryOptions(workspaceId, campaignId));
