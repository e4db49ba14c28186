import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import type { WorkspaceRole } from '@/lib/workspaces/my-role.ts';
import { sessionUserId } from './session-user.ts';

export type CountryCode = Database['public']['Enums']['country_code'];

export type WorkspaceSummary = {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  country: CountryCode | null;
  logoPath: string | null;
  role: WorkspaceRole;
  owner: { email: string | null; fullName: string | null } | null;
};

/** The signed-in user's workspaces, by name, each with their role in it and its owner. */
export async function listMyWorkspaces(): Promise<WorkspaceSummary[]> {
  const userId = await sessionUserId();
  const data = unwrap(
    await supabase
      .from('workspaces')
      .select(
        'id, name, website, industry, country, logo_path, mine:workspace_members!inner(role), owner:workspace_members(profile:profiles(email, full_name))',
      )
      .eq('mine.user_id', userId)
      .eq('owner.role', 'owner')
      .order('name'),
  );
  return data.flatMap((row) => {
    const role = row.mine[0]?.role;
    if (!role) return [];
    const owner = row.owner[0]?.profile;
    return [
      {
        id: row.id,
        name: row.name,
        website: row.website,
        industry: row.industry,
        country: row.country,
        logoPath: row.logo_path,
        role,
        owner: owner ? { email: owner.email, fullName: owner.full_name } : null,
      },
    ];
  });
}

export const myWorkspacesQueryOptions = () =>
  queryOptions({ queryKey: workspaceKeys.list(), queryFn: listMyWorkspaces });

export const useMyWorkspaces = () => useSuspenseQuery(myWorkspacesQueryOptions());
