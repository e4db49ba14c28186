import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { everyRow } from '@/lib/every-row.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { everyClient } from '@/lib/workspaces/every-client.ts';
import type { WorkspaceRole } from '@/lib/workspaces/my-role.ts';
import type { ClientChoice } from './get-client-choices.ts';
import { ROLE_ORDER } from './member-roles.ts';

export interface Member {
  userId: string;
  role: WorkspaceRole;
  joinedAt: string;
  fullName: string | null;
  email: string | null;
  /**
   * An editor or viewer limited to some clients: the names of those the reader can see (a member
   * limited elsewhere sees only their own); null when the member reaches the whole workspace.
   */
  limitedTo: ClientChoice[] | null;
}

/** The workspace's members with their names (fellow members' profiles are visible to each other). */
export async function getMembers(workspaceId: string): Promise<Member[]> {
  const [members, scopes, visible] = await Promise.all([
    supabase
      .from('workspace_members')
      .select('user_id, role, created_at, limited_to_clients, profile:profiles!user_id(full_name, email)')
      .eq('workspace_id', workspaceId),
    everyRow<{ user_id: string; client_id: string }>((from, to) =>
      supabase
        .from('member_client_scopes')
        .select('user_id, client_id')
        .eq('workspace_id', workspaceId)
        .order('user_id')
        .order('client_id')
        .range(from, to),
    ),
    everyClient<ClientChoice>(workspaceId, 'id, name'),
  ]);
  const clientsOf = (userId: string) =>
    scopes
      .filter((scope) => scope.user_id === userId)
      .flatMap((scope) => visible.filter((client) => client.id === scope.client_id))
      .sort((a, b) => a.name.localeCompare(b.name));
  return unwrap(members)
    .map((row) => ({ ...toMember(row), limitedTo: row.limited_to_clients ? clientsOf(row.user_id) : null }))
    .sort(byRoleThenName);
}

type MemberRow = {
  user_id: string;
  role: WorkspaceRole;
  created_at: string;
  profile: { full_name: string | null; email: string | null } | null;
};

const toMember = (row: MemberRow): Omit<Member, 'limitedTo'> => ({
  userId: row.user_id,
  role: row.role,
  joinedAt: row.created_at,
  fullName: row.profile?.full_name?.trim() || null,
  email: row.profile?.email ?? null,
});

export const byRoleThenName = (a: Member, b: Member) =>
  ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
  (a.fullName ?? a.email ?? '').localeCompare(b.fullName ?? b.email ?? '');

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'members', 'list'),
    queryFn: () => getMembers(workspaceId),
  });

export const useMembers = (workspaceId: string) => useSuspenseQuery(membersQueryOptions(workspaceId));
