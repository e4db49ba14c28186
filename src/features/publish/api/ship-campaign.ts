import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { fromFunction, Refused } from '@/lib/errors/refused.ts';
import { supabase } from '@/lib/supabase.ts';
import type { subjectTestRequest } from '../model/subject-test.ts';

/** A subject test to ship instead of a plain send (docs/sending.md "Subject tests"). */
export type SubjectTestRequest = ReturnType<typeof subjectTestRequest>;

const shipAnswer = z.object({
  jobId: z.string(),
  totalRecipients: z.number(),
  remaining: z.number(),
  scheduledFor: z.string().nullable().optional(),
  retry: z.boolean().optional(),
});
export type ShipAnswer = z.infer<typeof shipAnswer>;

/**
 * Ships the campaign: the `ship-campaign` function records one send job (a second click gets the
 * same job) and the processor sends it, now or at `scheduledFor` (an ISO instant); with
 * `subjectTest`, as a subject test. A draft with
 * content is marked ready first, since only a ready campaign ships. Its refusals are thrown as
 * `Refused` (docs/sending.md lists them).
 */
export async function shipCampaign(
  campaignId: string,
  status: string,
  locale: string,
  scheduledFor: string | null = null,
  subjectTest: SubjectTestRequest | null = null,
): Promise<ShipAnswer> {
  if (status === 'draft') {
    const { error } = await supabase.from('campaigns').update({ status: 'ready' }).eq('id', campaignId);
    if (error) throw new Refused('campaign_not_ready', { message: error.message });
  }
  const { data, error } = await supabase.functions.invoke('ship-campaign', {
    body: {
      campaignId,
      locale,
      ...(scheduledFor ? { scheduledFor } : {}),
      ...(subjectTest ? { subjectTest } : {}),
    },
  });
  if (error) throw await fromFunction(error);
  return shipAnswer.parse(data);
}

export const useShipCampaign = (campaignId: string, locale: string) =>
  useMutation({
    mutationFn: ({
      status,
      scheduledFor = null,
      subjectTest = null,
    }: {
      status: string;
      scheduledFor?: string | null;
      subjectTest?: SubjectTestRequest | null;
    }) => shipCampaign(campaignId, status, locale, scheduledFor, subjectTest),
    meta: { handlesOwnErrors: true },
  });
