import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { invitationsQueryOptions } from './get-invitations.ts';

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(workspaceId: string, invitationId: string): Promise<void> {
  const data = unwrap(
    await supabase
      .from('workspace_invitations')
      .delete()
      .eq('workspace_id', workspaceId)
      .eq('id', invitationId)
      .select('id'),
  );
  if (data.length === 0) throw new HttpError(404, 'the invitation is gone or may not be withdrawn');
}

/** Gone from the list at once; back if the database refuses. */
export function useRevokeInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = invitationsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(workspaceId, invitationId),
    onMutate: async (invitationId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) =>
        list?.filter((invitation) => invitation.id !== invitationId),
      );
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
