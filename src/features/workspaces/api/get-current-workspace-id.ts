import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { sessionUserId } from './session-user.ts';

/** Where the profile's current workspace lives in the cache ('current' is no UUID: no collision). */
export const currentWorkspaceKey = () => [...workspaceKeys.all, 'current'] as const;

/** The workspace the user works in, as their profile says (shared by their tabs and devices). */
export async function getCurrentWorkspaceId(): Promise<string | null> {
  const userId = await sessionUserId();
  const data = unwrap(
    await supabase.from('profiles').select('current_workspace_id').eq('id', userId).single(),
  );
  return data.current_workspace_id;
}

export const currentWorkspaceIdQueryOptions = () =>
  queryOptions({ queryKey: currentWorkspaceKey(), queryFn: getCurrentWorkspaceId });

export const useCurrentWorkspaceId = () => useSuspenseQuery(currentWorkspaceIdQueryOptions());
