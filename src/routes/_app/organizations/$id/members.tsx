import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { invitationsQueryOptions } from '@/features/members/api/get-invitations.ts';
import { membersQueryOptions } from '@/features/members/api/get-members.ts';
import { MembersScreen } from '@/features/members/components/members-screen.tsx';
import { canManageWorkspace, myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';

export const Route = createFileRoute('/_app/organizations/$id/members')({
  staticData: { title: msg`Members` },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [role] = await Promise.all([
      queryClient.ensureQueryData(myRoleQueryOptions(id)),
      queryClient.ensureQueryData(membersQueryOptions(id)),
    ]);
    // Only the owner and admins see invitations.
    if (canManageWorkspace(role)) await queryClient.ensureQueryData(invitationsQueryOptions(id));
  },
  component: MembersScreen,
});
