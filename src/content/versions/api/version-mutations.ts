import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

/**
 * Brings a version back through restore_campaign_version, which keeps the current content as
 * 'Before restoring' first; then the view and the history (all under the campaigns key) refresh.
 */
export function useRestoreVersion(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: string) => {
      unwrap(await supabase.rpc('restore_campaign_version', { version_id: versionId }));
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'campaigns') }),
  });
}

/** Owners and admins only (RLS): a member's delete would match no row, which is refused here too. */
export function useDeleteVersion(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: string) => {
      const data = unwrap(await supabase.from('campaign_versions').delete().eq('id', versionId).select('id'));
      if (!data.length) throw new HttpError(403, 'version not deleted');
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'versions', campaignId),
      }),
  });
}
