import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { type Lead, type LeadsPage, leadsKey } from './get-leads.ts';

export const setLeadIgnoredInput = z.object({
  lead: z.object({ id: z.uuid(), awaitingConfirmation: z.boolean() }),
  ignored: z.boolean(),
});
export type SetLeadIgnoredInput = z.infer<typeof setLeadIgnoredInput>;

/**
 * Ignoring a lead makes it inactive and records when; restoring clears that. A lead still waiting
 * for its double opt-in confirmation stays inactive when restored: only the confirmation activates it.
 */
function leadChanges({ lead, ignored }: SetLeadIgnoredInput): Pick<Lead, 'status' | 'ignored_at'> {
  if (ignored) return { status: 'inactive', ignored_at: new Date().toISOString() };
  return { status: lead.awaitingConfirmation ? 'inactive' : 'active', ignored_at: null };
}

export async function setLeadIgnored(workspaceId: string, input: SetLeadIgnoredInput) {
  const data = unwrap(
    await supabase
      .from('leads')
      .update(leadChanges(input))
      .eq('workspace_id', workspaceId)
      .eq('id', input.lead.id)
      .select('id, status, ignored_at')
      .maybeSingle(),
  );
  if (!data) throw new HttpError(404, 'lead not found');
  return data;
}

/** Ignore or restore shows at once, and is put back if the database refuses it. */
export function useSetLeadIgnored(workspaceId: string) {
  const queryClient = useQueryClient();
  const key = leadsKey(workspaceId);
  const patch = (id: string, changes: Partial<Lead>) =>
    queryClient.setQueriesData<LeadsPage | null>({ queryKey: key }, (page) =>
      page
        ? { ...page, leads: page.leads.map((lead) => (lead.id === id ? { ...lead, ...changes } : lead)) }
        : page,
    );
  return useMutation({
    mutationFn: (input: SetLeadIgnoredInput) => setLeadIgnored(workspaceId, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueriesData<LeadsPage | null>({ queryKey: key });
      patch(input.lead.id, leadChanges(input));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (saved) => patch(saved.id, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
