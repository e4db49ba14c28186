import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { knownCurrentWorkspaceAtom, ownChoiceAtom } from '../current-workspace-state.ts';
import { type CreateWorkspaceInput, createWorkspaceSchema } from '../workspace-fields.ts';
import { currentWorkspaceIdQueryOptions } from './get-current-workspace-id.ts';
import { sessionUserId } from './session-user.ts';

export { createWorkspaceSchema };

/** A workspace with the caller as owner; it becomes current when they had none (create_workspace). */
export async function createWorkspace(input: CreateWorkspaceInput) {
  return unwrap(
    await supabase.rpc('create_workspace', {
      name: input.name,
      website: input.website ?? undefined,
      industry: input.industry ?? undefined,
      country: input.country,
    }),
  );
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  const setKnown = useSetAtom(knownCurrentWorkspaceAtom);
  const setOwnChoice = useSetAtom(ownChoiceAtom);
  return useMutation({
    mutationFn: createWorkspace,
    // The form maps refusals to its fields, or says what went wrong.
    meta: { handlesOwnErrors: true },
    onSuccess: async (created) => {
      // The database made it current only if the user had none: ask the profile which it is now.
      const current = await queryClient.fetchQuery({ ...currentWorkspaceIdQueryOptions(), staleTime: 0 });
      setOwnChoice(current ?? created.id);
      setKnown({ userId: await sessionUserId(), workspaceId: current ?? created.id });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list() }),
  });
}
