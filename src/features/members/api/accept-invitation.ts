import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { invitationLinkQueryOptions } from './get-invitation.ts';

/** What accept_invitation refuses with, each shown as its own state of the screen. */
export const ACCEPT_REFUSALS = [
  'invitation_not_found',
  'invitation_expired',
  'invitation_email_mismatch',
] as const;
export type AcceptRefusal = (typeof ACCEPT_REFUSALS)[number];

/** Joins the workspace of the invitation and makes it the current workspace; answers its id. */
export async function acceptInvitation(token: string): Promise<string> {
  const workspaceId = unwrap(await supabase.rpc('accept_invitation', { token }));
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
