import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slugMessages } from '@/content/slugs/model/slug-rule.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { fromPostgrest, isRefused } from '@/lib/errors/refused.ts';
import { columnOfCheckViolation, FieldsRefused } from '@/lib/forms/field-errors.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { supabase } from '@/lib/supabase.ts';
import {
  detailsMessages,
  type SendingDetailsField,
  type SendingDetailsInput,
} from '../model/sending-details.ts';
import { publishKeys } from './publish-keys.ts';

/** Saves the campaign's sender, subject, preheader and page slug. */
export async function updateSendingDetails(campaignId: string, input: SendingDetailsInput) {
  const { data, error, status } = await supabase
    .from('campaigns')
    .update(input)
    .eq('id', campaignId)
    .select('id')
    .maybeSingle();
  if (error) {
    if (error.code === '23505')
      throw new FieldsRefused<SendingDetailsField>({ slug: { message: slugMessages.taken } });
    if (isRefused(fromPostgrest(error, status), 'campaign_sending_locked')) {
      throw new FieldsRefused<SendingDetailsField>({ subject: { message: detailsMessages.sendingLocked } });
    }
    const column = columnOfCheckViolation(error, 'campaigns');
    if (column === 'sender_name') {
      throw new FieldsRefused<SendingDetailsField>({
        sender_name: { message: fieldMessages.senderNameCharacters },
      });
    }
    if (column === 'sender_domain')
      throw new FieldsRefused<SendingDetailsField>({ sender_domain: { message: fieldMessages.domain } });
    if (column === 'slug')
      throw new FieldsRefused<SendingDetailsField>({ slug: { message: slugMessages.shape } });
    throw new HttpError(status, error.message);
  }
  if (!data) throw new HttpError(404, 'campaign not found');
}

export function useUpdateSendingDetails(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendingDetailsInput) => updateSendingDetails(campaignId, input),
    meta: { handlesOwnErrors: true },
    // The checklist reads the sender, subject and preheader just saved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: publishKeys.campaign(workspaceId, campaignId) }),
        queryClient.invalidateQueries({ queryKey: publishKeys.checklist(workspaceId, campaignId) }),
      ]),
  });
}
