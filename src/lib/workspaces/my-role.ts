import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '../database.types.ts';
import { unwrap } from '../errors/unwrap.ts';
import { workspaceKeys } from '../query-keys.ts';
import { supabase } from '../supabase.ts';

export type WorkspaceRole = Database['public']['Enums']['workspace_role'];

/**
 * The signed-in user's role in a workspace, or null when they are not a member. Screens use it to
 * show only what the permission matrix (docs/permissions.md) lets the role do; the database
 * enforces the same rules whatever the screen shows.
 */
export const myRoleQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'my-role'),
    queryFn: async (): Promise<WorkspaceRole | null> => {
      const { data: auth } = await supabase.auth.getSession();
      const userId = auth.session?.user.id;
      if (!userId) return null;
      const data = unwrap(
        await supabase
          .from('workspace_members')
          .select('role')
          .eq('workspace_id', workspaceId)
          .eq('user_id', userId)
          .maybeSingle(),
      );
      return data?.role ?? null;
    },
  });

export const useMyRole = (workspaceId: string) => useQuery(myRoleQueryOptions(workspaceId));

/** Settings, members and invitations: the owner and admins. */
export const canManageWorkspace = (role: WorkspaceRole | null | undefined) =>
  role === 'owner' || role === 'admin';

/**
 * Creating and changing clients, campaigns, pages, recipients, sending and paying: editors, admins
 * and the owner. A viewer reads the same screens without their write actions; the database refuses
 * a viewer's writes anyway (`viewer_read_only`, RLS).
 */
export const canEditContent = (role: WorkspaceRole | null | undefined) =>
  role === 'editor' || canManageWorkspace(role);

/**
 * Whether the screen offers its write actions. False until the role is known, so a viewer never
 * sees an action flash by; the workspace's route (`organizations/$id`) loads the role before its screens.
 */
export const useCanEditContent = (workspaceId: string) => canEditContent(useMyRole(workspaceId).data);

/** Deleting the workspace and handing it over: the owner alone. */
export const isWorkspaceOwner = (role: WorkspaceRole | null | undefined) => role === 'owner';
