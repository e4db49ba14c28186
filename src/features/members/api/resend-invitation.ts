import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';
import { invitationsQueryOptions, isExpired, type PendingInvitation } from './get-invitations.ts';
import { sendInvitationEmail } from './send-invitation-email.ts';

/**
 * Emails a pending invitation again. An expired one is renewed first (a new link, 14 more days;
 * the old link stops working); a valid one keeps its link.
 */
export async function resendInvitation(workspaceId: string, invitation: PendingInvitation, locale: string) {
  if (isExpired(invitation)) {
    const { error, status } = await supabase.rpc('renew_invitation', { invitation_id: invitation.id });
    if (error) throw new HttpError(status === 400 ? 409 : status, error.message);
  }
  await sendInvitationEmail({ workspaceId, invitationId: invitation.id, locale });
}

export function useResendInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: (invitation: PendingInvitation) => resendInvitation(workspaceId, invitation, i18n.locale),
    meta: { handlesOwnErrors: true },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(workspaceId).queryKey }),
  });
}
