import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { toast } from '@/lib/notify.tsx';
import { supabase } from '@/lib/supabase.ts';
import { knownCurrentWorkspaceAtom, ownChoiceAtom } from '../current-workspace-state.ts';
import { currentWorkspaceKey } from './get-current-workspace-id.ts';
import { sessionUserId } from './session-user.ts';

export async function setCurrentWorkspace(workspaceId: string): Promise<string> {
  unwrap(await supabase.rpc('set_current_workspace', { workspace_id: workspaceId }));
  return workspaceId;
}

/** Makes a workspace the current one: at once on screen, then in the profile and every tab. */
export function useSetCurrentWorkspace() {
  const queryClient = useQueryClient();
  const setKnown = useSetAtom(knownCurrentWorkspaceAtom);
  const setOwnChoice = useSetAtom(ownChoiceAtom);
  return useMutation({
    mutationFn: setCurrentWorkspace,
    meta: { handlesOwnErrors: true },
    onMutate: async (workspaceId) => {
      await queryClient.cancelQueries({ queryKey: currentWorkspaceKey() });
      const previous = queryClient.getQueryData<string | null>(currentWorkspaceKey());
      queryClient.setQueryData(currentWorkspaceKey(), workspaceId);
      return { previous };
    },
    onError: (_error, _workspaceId, context) => {
      queryClient.setQueryData(currentWorkspaceKey(), context?.previous ?? null);
      toast.error(errorMessages.generic);
    },
    onSuccess: async (workspaceId) => {
      setOwnChoice(workspaceId);
      setKnown({ userId: await sessionUserId(), workspaceId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentWorkspaceKey() }),
  });
}
