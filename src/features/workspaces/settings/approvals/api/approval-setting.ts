import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

/** Whether the workspace's campaigns and pages go out only approved (docs/approvals.md). */
export const approvalSettingQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'approval-setting'),
    queryFn: async () => {
      const data = unwrap(
        await supabase.from('workspaces').select('approval_required').eq('id', workspaceId).maybeSingle(),
      );
      return data?.approval_required ?? false;
    },
  });

export const useApprovalSetting = (workspaceId: string) => useQuery(approvalSettingQueryOptions(workspaceId));

/** Owners and admins only (RLS): a member's update matches no row, which is refused here too. */
export function useSetApprovalRequired(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (required: boolean) => {
      const data = unwrap(
        await supabase
          .from('workspaces')
          .update({ approval_required: required })
          .eq('id', workspaceId)
          .select('approval_required'),
      );
      if (!data.length) throw new HttpError(403, 'only the owner and admins may require approval');
    },
    meta: { handlesOwnErrors: true },
    // The checklists and review panels of every campaign read it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace(workspaceId) }),
  });
}
