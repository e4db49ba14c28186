import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

/**
 * public.reschedule_send_job: moves a scheduled send that has not started to another time (an ISO
 * instant in the future, within a year); refusals (send_already_started, invalid_schedule,
 * viewer_read_only…) are thrown as `Refused`.
 */
export async function rescheduleSendJob(jobId: string, scheduledFor: string): Promise<void> {
  unwrap(await supabase.rpc('reschedule_send_job', { job_id: jobId, scheduled_for: scheduledFor }));
}

/**
 * public.cancel_scheduled_send: cancels a scheduled send that has not started; its recipients are
 * new again and its allowance comes back. Refusals as rescheduling.
 */
export async function cancelScheduledSend(jobId: string): Promise<void> {
  unwrap(await supabase.rpc('cancel_scheduled_send', { job_id: jobId }));
}

export function useRescheduleSendJob(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, scheduledFor }: { jobId: string; scheduledFor: string }) =>
      rescheduleSendJob(jobId, scheduledFor),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
  });
}

export function useCancelScheduledSend(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => cancelScheduledSend(jobId),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
  });
}
