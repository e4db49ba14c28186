import type { UnlayerDesign } from '@shared/email/unlayer-design.ts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type CampaignForEditing = Pick<
  Tables<'campaigns'>,
  'id' | 'name' | 'status' | 'subject' | 'preheader' | 'html' | 'updated_at'
> & { design: UnlayerDesign | null };

/** An email campaign as the editor opens it; null when it does not exist or the user cannot see it. */
export async function getCampaignForEditing(
  workspaceId: string,
  campaignId: string,
): Promise<CampaignForEditing | null> {
  const data = unwrap(
    await supabase
      .from('campaigns')
      .select('id, name, status, subject, preheader, html, updated_at, design')
      .eq('workspace_id', workspaceId)
      .eq('id', campaignId)
      .eq('kind', 'email')
      .maybeSingle(),
  );
  if (!data) return null;
  const design = data.design as { body?: { rows?: unknown } } | null;
  // Anything that is not a design with rows is treated as no design: the editor cannot open it.
  const usable = design && typeof design === 'object' && Array.isArray(design.body?.rows);
  return { ...data, design: usable ? (data.design as unknown as UnlayerDesign) : null };
}

export const campaignForEditingQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'editor', campaignId),
    queryFn: () => getCampaignForEditing(workspaceId, campaignId),
    // Its updated_at is the base of the next save: an editor never starts from a cached copy.
    staleTime: 0,
  });

export const useCampaignForEditing = (workspaceId: string, campaignId: string) =>
  useSuspenseQuery(campaignForEditingQueryOptions(workspaceId, campaignId));
