import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { columnOfCheckViolation, FieldsRefused } from '@/lib/forms/field-errors.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { optionalSenderDomain, senderName } from '@/lib/forms/field-rules.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { type SenderSettings, senderSettingsQueryOptions } from './get-sender-settings.ts';

/** The domain is null for Pitchcraft's shared domain (the workspace has none verified, or prefers it). */
export const senderSettingsInput = z.object({ sender_name: senderName, sender_domain: optionalSenderDomain });
export type SenderSettingsInput = z.infer<typeof senderSettingsInput>;
export type SenderSettingsField = keyof SenderSettingsInput;

export async function updateSenderSettings(workspaceId: string, input: SenderSettingsInput) {
  const { data, error, status } = await supabase
    .from('workspaces')
    .update(senderSettingsInput.parse(input))
    .eq('id', workspaceId)
    .select('sender_name, sender_domain')
    .maybeSingle();
  if (error) {
    const column = columnOfCheckViolation(error, 'workspaces');
    if (column === 'sender_name') {
      throw new FieldsRefused<SenderSettingsField>({
        sender_name: { message: fieldMessages.senderNameCharacters },
      });
    }
    if (column === 'sender_domain') {
      throw new FieldsRefused<SenderSettingsField>({ sender_domain: { message: fieldMessages.domain } });
    }
    throw new HttpError(status, error.message);
  }
  // Row-level security hides the row from members: the update changes nothing.
  if (!data) throw new HttpError(403, 'only the owner and admins may change settings');
  return data;
}

/** Saves the sender at once on screen; the workspace's queries refresh once the database agrees. */
export function useUpdateSenderSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = senderSettingsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (input: SenderSettingsInput) => updateSenderSettings(workspaceId, input),
    meta: { handlesOwnErrors: true },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<SenderSettings | null>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace(workspaceId) }),
  });
}
