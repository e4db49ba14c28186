import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { requiredEmail } from '@/lib/forms/field-rules.ts';
import { supabase } from '@/lib/supabase.ts';
import { invitationsQueryOptions } from './get-invitations.ts';
import { ASSIGNABLE_ROLES } from './member-roles.ts';
import { sendInvitationEmail } from './send-invitation-email.ts';

export const inviteMessages = {
  alreadyInvited: msg({
    id: 'members.invite.already-invited',
    message: 'This address already has a pending invitation. Resend it from the list below.',
  }),
  alreadyMember: msg({ id: 'members.invite.already-member', message: 'This person is already a member.' }),
};

export const inviteMemberInput = z.object({
  email: requiredEmail,
  role: z.enum(ASSIGNABLE_ROLES),
  /** Editors and viewers only: the clients they will reach; none is the whole workspace. */
  clientIds: z.array(z.uuid()).max(100),
});
export type InviteMemberInput = z.input<typeof inviteMemberInput>;

/** The invitation row exists but its email could not be sent: the list offers "Resend". */
export class InvitationSavedButNotSent extends Error {
  constructor(cause: unknown) {
    super('the invitation was saved, its email was not sent', { cause });
    this.name = 'InvitationSavedButNotSent';
  }
}

/**
 * Creates the invitation (row-level security: owner and admins), then asks the send-invitation
 * function to email it in the inviter's language. A pending invitation for the address is the
 * unique index's 409; the daily cap is refused `invitation_daily_limit`. An editor or viewer may be
 * limited to some clients (docs/permissions.md "Reach").
 */
export async function inviteMember(workspaceId: string, input: InviteMemberInput, locale: string) {
  const { email, role, clientIds } = inviteMemberInput.parse(input);
  // The database refuses a client limit on an admin, who reaches everything.
  const client_ids = role !== 'admin' && clientIds.length > 0 ? clientIds : null;
  const data = unwrap(
    await supabase
      .from('workspace_invitations')
      .insert({ workspace_id: workspaceId, email, role, client_ids })
      .select('id')
      .single(),
  );
  try {
    await sendInvitationEmail({ workspaceId, invitationId: data.id, locale });
  } catch (sendError) {
    throw new InvitationSavedButNotSent(sendError);
  }
  return { id: data.id, email };
}

export function useInviteMember(workspaceId: string) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: (input: InviteMemberInput) => inviteMember(workspaceId, input, i18n.locale),
    meta: { handlesOwnErrors: true },
    // Saved but not emailed still belongs in the list.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(workspaceId).queryKey }),
  });
}
