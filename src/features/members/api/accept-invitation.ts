import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { invitationLinkQueryOptions } from './get-invitation.ts';

export type AcceptRefusal = 'invitation_not_found' | 'invitation_expired' | 'invitation_email_mismatch';

/** accept_invitation's refusals, by the key it raises. */
export class InvitationRefused extends Error {
  readonly reason: AcceptRefusal;
  constructor(reason: AcceptRefusal) {
    super(reason);
    this.reason = reason;
    this.name = 'InvitationRefused';
  }
}

const REFUSALS = new Set<string>(['invitation_not_found', 'invitation_expired', 'invitation_email_mismatch']);

/** Joins the workspace of the invitation and makes it the current workspace; answers its id. */
export async function acceptInvitation(token: string): Promise<string> {
  const accepted = await supabase.rpc('accept_invitation', { token });
  if (accepted.error) {
    if (REFUSALS.has(accepted.error.message))
      throw new InvitationRefused(accepted.error.message as AcceptRefusal);
    throw new HttpError(accepted.status, accepted.error.message);
  }
  const workspaceId = accepted.data;
  unwrap(await supabase.rpc('set_current_workspace', { workspace_id: workspaceId }));
  return workspaceId;
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    meta: { handlesOwnErrors: true },
    // The user's workspaces, current workspace and roles changed; the link is used up.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
        queryClient.invalidateQueries({ queryKey: invitationLinkQueryOptions(token).queryKey }),
      ]),
  });
}
