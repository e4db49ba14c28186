import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { WorkspaceRole } from '@/lib/workspaces/my-role.ts';

export interface InvitationLink {
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: WorkspaceRole;
  expiresAt: string;
  accepted: boolean;
  invitedByName: string | null;
}

/** What an invitation link points at, readable without an account; null for an unknown token. */
export async function getInvitationLink(token: string): Promise<InvitationLink | null> {
  const data = unwrap(await supabase.rpc('lookup_invitation', { token }).maybeSingle());
  if (!data) return null;
  return {
    workspaceId: data.workspace_id,
    workspaceName: data.workspace_name,
    email: data.email,
    role: data.role,
    expiresAt: data.expires_at,
    accepted: data.accepted,
    invitedByName: data.invited_by_name,
  };
}

// Not workspace data (the visitor is not a member yet), so not under workspaceKeys.
export const invitationLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invitation-links', token] as const, queryFn: () => getInvitationLink(token) });

export const useInvitationLink = (token: string) => useSuspenseQuery(invitationLinkQueryOptions(token));
