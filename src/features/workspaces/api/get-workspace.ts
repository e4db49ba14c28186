import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type Workspace = Tables<'workspaces'>;

/** One workspace, or null when it does not exist or row-level security hides it. */
export async function getWorkspace(workspaceId: string): Promise<Workspace | null> {
  const { data, error, status } = await supabase
    .from('workspaces')
    .select('*')
    .eq('id', workspaceId)
    .maybeSingle();
  // A malformed id is no workspace of the user's.
  if (error?.code === '22P02') return null;
  if (error) throw new HttpError(status, error.message);
  return data;
}

export const workspaceQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'details'),
    queryFn: () => getWorkspace(workspaceId),
  });

export const useWorkspace = (workspaceId: string) => useSuspenseQuery(workspaceQueryOptions(workspaceId));
