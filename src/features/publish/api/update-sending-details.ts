import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slugMessages } from '@/content/slugs/model/slug-rule.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { fromPostgrest, isRefused } from '@/lib/errors/refused.ts';
import { columnOfCheckViolation } from '@/lib/forms/field-errors.ts';
import { fieldMessages } from '@/lib/forms/field-rules.ts';
import { supabase } from '@/lib/supabase.ts';
import { type DetailsErrors, detailsMessages, type SendingDetailsInput } from '../model/sending-details.ts';
import { publishKeys } from './publish-keys.ts';

/** The database refused some of the details: which ones, and why. */
export class DetailsRefused extends Error {
  readonly errors: DetailsErrors;
  constructor(errors: DetailsErrors) {
    super(`refused: ${Object.keys(errors).join(', ')}`);
    this.name = 'DetailsRefused';
    this.errors = errors;
  }
}

/** Saves the campaign's sender, subject, preheader and page slug. */
export async function updateSendingDetails(campaignId: string, input: SendingDetailsInput) {
  const { data, error, status } = await supabase
    .from('campaigns')
    .update(input)
    .eq('id', campaignId)
    .select('id')
    .maybeSingle();
  if (error) {
    if (error.code === '23505') throw new DetailsRefused({ slug: { message: slugMessages.taken } });
    if (isRefused(fromPostgrest(error, status), 'campaign_sending_locked')) {
      throw new DetailsRefused({ subject: { message: detailsMessages.sendingLocked } });
    }
    const column = columnOfCheckViolation(error, 'campaigns');
    if (column === 'sender_name') {
      throw new DetailsRefused({ sender_name: { message: fieldMessages.senderNameCharacters } });
    }
    if (column === 'sender_domain')
      throw new DetailsRefused({ sender_domain: { message: fieldMessages.domain } });
    if (column === 'slug') throw new DetailsRefused({ slug: { message: slugMessages.shape } });
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
