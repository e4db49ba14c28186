import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

/** 'workspace' follows the workspace's setting; the others say otherwise for this client's items. */
export type ClientApproval = 'workspace' | 'required' | 'not_required';

const fromColumn = (value: boolean | null): ClientApproval =>
  value === null ? 'workspace' : value ? 'required' : 'not_required';
const toColumn = (value: ClientApproval): boolean | null =>
  value === 'workspace' ? null : value === 'required';

export const clientApprovalQueryOptions = (workspaceId: string, clientId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'clients', 'approval', clientId),
    queryFn: async () => {
      const data = unwrap(
        await supabase.from('clients').select('approval_required').eq('id', clientId).maybeSingle(),
      );
      return data ? fromColumn(data.approval_required) : null;
    },
  });

export const useClientApproval = (workspaceId: string, clientId: string) =>
  useQuery(clientApprovalQueryOptions(workspaceId, clientId));

/** Owners and admins only: the database refuses an editor with owner_or_admin_only. */
export function useSetClientApproval(workspaceId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: ClientApproval) => {
      const data = unwrap(
        await supabase
          .from('clients')
          .update({ approval_required: toColumn(value) })
          .eq('id', clientId)
          .select('id'),
      );
      if (!data.length) throw new HttpError(403, 'client not updated');
    },
    meta: { handlesOwnErrors: true },
    // The checklists and review panels of the client's campaigns read it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace(workspaceId) }),
  });
}
