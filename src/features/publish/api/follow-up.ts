import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enums } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { FollowUpAudience } from '../model/follow-up.ts';
import { publishKeys } from './publish-keys.ts';

/** public.campaign_follow_up's answer: the audiences' sizes now, and the campaign's follow-up. */
export type FollowUpState = {
  /** When the campaign's last send finished: a delay counts from it. */
  sent_at: string | null;
  audience: Record<FollowUpAudience, number>;
  follow_up: {
    id: string;
    name: string;
    subject: string | null;
    preheader: string | null;
    audience: FollowUpAudience;
    status: Enums<'campaign_status'>;
    job: {
      id: string;
      status: Enums<'send_job_status'>;
      scheduled_for: string | null;
      started_at: string | null;
      total_recipients: number;
      sent_count: number;
      last_error: string | null;
    } | null;
  } | null;
};

export async function getFollowUp(campaignId: string): Promise<FollowUpState> {
  return unwrap(await supabase.rpc('campaign_follow_up', { campaign_id: campaignId })) as FollowUpState;
}

export const followUpQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.followUp(workspaceId, campaignId),
    queryFn: () => getFollowUp(campaignId),
  });

export function useFollowUp(workspaceId: string, campaignId: string, enabled: boolean) {
  return useQuery({ ...followUpQueryOptions(workspaceId, campaignId), enabled });
}

export type ScheduleFollowUpInput = {
  audience: FollowUpAudience;
  subject: string;
  preheader: string;
  scheduledFor: string;
  /** The follow-up campaign's name, in the reader's language. */
  name: string;
};

/**
 * public.schedule_follow_up: creates the campaign's follow-up, or changes it while it waits, for
 * that time; refusals (follow_up_not_sent, send_already_started, no_recipients_left,
 * approval_required…) are thrown as `Refused`.
 */
export async function scheduleFollowUp(campaignId: string, input: ScheduleFollowUpInput): Promise<void> {
  unwrap(
    await supabase.rpc('schedule_follow_up', {
      campaign_id: campaignId,
      audience: input.audience,
      subject: input.subject,
      scheduled_for: input.scheduledFor,
      preheader: input.preheader.trim() || undefined,
      name: input.name,
    }),
  );
}

export function useScheduleFollowUp(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleFollowUpInput) => scheduleFollowUp(campaignId, input),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
  });
}
