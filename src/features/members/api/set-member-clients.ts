import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { membersQueryOptions } from './get-members.ts';

export const setMemberClientsInput = z.object({
  userId: z.uuid(),
  /** The clients the editor or viewer will reach; none gives back the whole workspace. */
  clientIds: z.array(z.uuid()).max(100),
});
export type SetMemberClientsInput = z.infer<typeof setMemberClientsInput>;

/** Owner and admins limit an editor or viewer to some clients, or lift the limit (set_member_clients). */
export async function setMemberClients(workspaceId: string, input: SetMemberClientsInput): Promise<void> {
  const { userId, clientIds } = setMemberClientsInput.parse(input);
  unwrap(
    await supabase.rpc('set_member_clients', {
      workspace_id: workspaceId,
      user_id: userId,
      client_ids: clientIds,
    }),
  );
}

export function useSetMemberClients(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetMemberClientsInput) => setMemberClients(workspaceId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions(workspaceId).queryKey }),
  });
}
