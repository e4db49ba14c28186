import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { invitationLinkQueryOptions } from '@/features/members/api/get-invitation.ts';
import { InvitationScreen } from '@/features/members/components/invitation-screen.tsx';

/** An invitation link from an email: open to everyone; accepting asks for an account. */
export const Route = createFileRoute('/_public/invitations/$token')({
  staticData: { title: msg`Invitation` },
  loader: async ({ context: { queryClient, auth }, params: { token } }) => {
    const [session] = await Promise.all([
      auth.getSession(),
      queryClient.ensureQueryData(invitationLinkQueryOptions(token)),
    ]);
    return { signedInEmail: session?.user.email ?? null };
  },
  component: InvitationScreen,
});
