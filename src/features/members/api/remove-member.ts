import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { membersQueryOptions } from './get-members.ts';

/**
 * Removes a member (owner and admins), or the signed-in member leaves. The owner cannot be removed:
 * row-level security finds no row to delete.
 */
export async function removeMember(workspaceId: string, userId: string): Promise<void> {
  const data = unwrap(
    await supabase
      .from('workspace_members')
      .delete()
      .eq('workspace_id', workspaceId)
      .eq('user_id', userId)
      .select('user_id'),
  );
  if (data.length === 0) throw new HttpError(403, 'this member may not be removed');
}

export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = membersQueryOptions(workspaceId);
  return useMutation({
    mutationFn: ({ userId }: { userId: string; leaving: boolean }) => removeMember(workspaceId, userId),
    onMutate: async ({ userId }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (members) => members?.filter((member) => member.userId !== userId));
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (_nothing, { leaving }) =>
      leaving
        ? // Everything of this workspace is no longer theirs to read, and their workspace list changed.
          Promise.all([
            queryClient.removeQueries({ queryKey: workspaceKeys.workspace(workspaceId) }),
            queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
          ])
        : queryClient.invalidateQueries({ queryKey }),
  });
}
