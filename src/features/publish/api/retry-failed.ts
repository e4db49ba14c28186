import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fromFunction } from '@/lib/errors/refused.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

const retryAnswer = z.object({ jobId: z.string(), totalRecipients: z.number() });
export type RetryAnswer = z.infer<typeof retryAnswer>;

/**
 * Sends the campaign's failed recipients again: `ship-campaign` with `retryFailed` records one
 * retry job (a second click gets the same job) and starts the processor. Refusals
 * (no_failed_recipients, send_in_progress, viewer_read_only…) are thrown as `Refused`.
 */
export async function retryFailedRecipients(campaignId: string, locale: string): Promise<RetryAnswer> {
  const { data, error } = await supabase.functions.invoke('ship-campaign', {
    body: { campaignId, locale, retryFailed: true },
  });
  if (error) throw await fromFunction(error);
  return retryAnswer.parse(data);
}

export function useRetryFailedRecipients(workspaceId: string, campaignId: string, locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryFailedRecipients(campaignId, locale),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
  });
}
