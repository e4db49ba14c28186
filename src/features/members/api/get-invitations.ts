import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import type { AssignableRole } from './member-roles.ts';

export interface PendingInvitation {
  id: string;
  email: string;
  role: AssignableRole;
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

/**
 * Invitations not accepted yet, newest first. Only the owner and admins see any (row-level
 * security); for members the list is empty and the screen does not show it.
 */
export async function getPendingInvitations(workspaceId: string): Promise<PendingInvitation[]> {
  const data = unwrap(
    await supabase
      .from('workspace_invitations')
      .select('id, email, role, created_at, expires_at, inviter:profiles!invited_by(full_name, email)')
      .eq('workspace_id', workspaceId)
      .is('accepted_at', null)
      .order('created_at', { ascending: false }),
  );
  return data.map((row) => ({
    id: row.id,
    email: row.email,
    // The database never invites an owner (a check constraint); the type cannot know it.
    role: row.role === 'owner' ? 'admin' : row.role,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    invitedBy: row.inviter?.full_name?.trim() || row.inviter?.email || null,
  }));
}

export const invitationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'members', 'invitations'),
    queryFn: () => getPendingInvitations(workspaceId),
  });

export const usePendingInvitations = (workspaceId: string) =>
  useSuspenseQuery(invitationsQueryOptions(workspaceId));

export const isExpired = (invitation: Pick<PendingInvitation, 'expiresAt'>, now = Date.now()) =>
  new Date(invitation.expiresAt).getTime() <= now;
