import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@/lib/database.types.ts';
import { Refused } from '@/lib/errors/refused.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { brandingSchema, workspaceDetailsSchema } from '../workspace-fields.ts';
import { type Workspace, workspaceQueryOptions } from './get-workspace.ts';

export { brandingSchema, workspaceDetailsSchema };

export type WorkspaceChanges = Pick<
  TablesUpdate<'workspaces'>,
  | 'name'
  | 'website'
  | 'industry'
  | 'country'
  | 'contact_first_name'
  | 'contact_last_name'
  | 'contact_phone'
  | 'contact_email'
  | 'contact_street'
  | 'contact_city'
  | 'contact_region'
  | 'contact_zip'
  | 'contact_country'
  | 'logo_path'
  | 'primary_color'
  | 'secondary_color'
  | 'tertiary_color'
  | 'quaternary_color'
>;

export async function updateWorkspace(workspaceId: string, changes: WorkspaceChanges): Promise<Workspace> {
  const data = unwrap(
    await supabase.from('workspaces').update(changes).eq('id', workspaceId).select('*').maybeSingle(),
  );
  // Row-level security hides the row from members: nothing was updated.
  if (!data) throw new Refused('owner_or_admin_only');
  return data;
}

/** Saves changes to a workspace: shown at once, rolled back if the database refuses them. */
export function useUpdateWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = workspaceQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (changes: WorkspaceChanges) => updateWorkspace(workspaceId, changes),
    meta: { handlesOwnErrors: true },
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    // Everything of the workspace is read again, not only its details: the publish screen and its
    // checklist read the postal address and contact email, and must show a fix made here.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.list() }),
      ]),
  });
}
