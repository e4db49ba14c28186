import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

/**
 * public.resume_send_job: owners and admins put a paused send back in the queue; its refusals
 * (owner_or_admin_only, send_job_not_paused, sender_domain_not_verified…) are thrown as `Refused`.
 */
export async function resumeSendJob(jobId: string): Promise<void> {
  unwrap(await supabase.rpc('resume_send_job', { job_id: jobId }));
}

export function useResumeSendJob(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => resumeSendJob(jobId),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
  });
}
