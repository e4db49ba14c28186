import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database, TablesUpdate } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

type CampaignStatus = Database['public']['Enums']['campaign_status'];

async function updatePage(
  workspaceId: string,
  pageId: string,
  changes: TablesUpdate<'campaigns'>,
): Promise<void> {
  unwrap(
    await supabase
      .from('campaigns')
      .update(changes)
      .eq('workspace_id', workspaceId)
      .eq('id', pageId)
      .eq('kind', 'page'),
  );
}

/**
 * The status moves a page allows (private.campaign_transition_allowed): draft → ready →
 * published, and back to ready to unpublish. Publishing a draft takes both steps.
 */
export function publishingSteps(from: CampaignStatus, publish: boolean): CampaignStatus[] {
  if (publish) {
    if (from === 'published') return [];
    return from === 'ready' ? ['published'] : ['ready', 'published'];
  }
  return from === 'published' ? ['ready'] : [];
}

export type PublishingChange =
  | { kind: 'slug'; slug: string }
  | { kind: 'publish'; from: CampaignStatus; publish: boolean }
  | { kind: 'double_opt_in'; enabled: boolean };

async function applyChange(workspaceId: string, pageId: string, change: PublishingChange) {
  if (change.kind === 'slug') return updatePage(workspaceId, pageId, { slug: change.slug });
  if (change.kind === 'double_opt_in') {
    return updatePage(workspaceId, pageId, { double_opt_in: change.enabled });
  }
  for (const status of publishingSteps(change.from, change.publish)) {
    await updatePage(workspaceId, pageId, { status });
  }
}

/** Saves the slug, publishes or unpublishes, or turns double opt-in on or off. */
export function useUpdatePagePublishing(workspaceId: string, pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PublishingChange) => applyChange(workspaceId, pageId, change),
    // Pages share the campaigns key: the page, its list row and its visibility all refresh.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'campaigns') }),
  });
}
