import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { byRoleThenName, membersQueryOptions } from './get-members.ts';
import { ASSIGNABLE_ROLES } from './member-roles.ts';

export const changeMemberRoleInput = z.object({ userId: z.uuid(), role: z.enum(ASSIGNABLE_ROLES) });
export type ChangeMemberRoleInput = z.infer<typeof changeMemberRoleInput>;

/** Owner and admins change a member's role among admin, editor and viewer; the owner's row never changes. */
export async function changeMemberRole(workspaceId: string, input: ChangeMemberRoleInput): Promise<void> {
  const { userId, role } = changeMemberRoleInput.parse(input);
  const data = unwrap(
    await supabase
      .from('workspace_members')
      .update({ role })
      .eq('workspace_id', workspaceId)
      .eq('user_id', userId)
      .select('user_id'),
  );
  if (data.length === 0) throw new HttpError(403, 'this role may not be changed');
}

/** The new role shows at once and is put back if the database refuses. */
export function useChangeMemberRole(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = membersQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (input: ChangeMemberRoleInput) => changeMemberRole(workspaceId, input),
    onMutate: async ({ userId, role }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (members) =>
        members
          ?.map((member) => (member.userId === userId ? { ...member, role } : member))
          .sort(byRoleThenName),
      );
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(queryKey, context?.previous),
    // The member's own role (theirs to read) may have changed too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'my-role') }),
      ]),
  });
}
