import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

/** What resume_send_job refuses with (message = code). */
export const RESUME_REFUSALS = [
  'sender_domain_not_verified',
  'sender_domain_not_owned',
  'send_job_not_paused',
] as const;
export type ResumeRefusalCode = (typeof RESUME_REFUSALS)[number] | 'not_allowed' | 'unknown';

export class ResumeRefused extends Error {
  readonly code: ResumeRefusalCode;
  constructor(code: ResumeRefusalCode, message: string) {
    super(message);
    this.name = 'ResumeRefused';
    this.code = code;
  }
}

/** public.resume_send_job: owners and admins put a paused send back in the queue. */
export async function resumeSendJob(jobId: string): Promise<void> {
  const { error, status } = await supabase.rpc('resume_send_job', { job_id: jobId });
  if (!error) return;
  const code = (RESUME_REFUSALS as readonly string[]).includes(error.message)
    ? (error.message as ResumeRefusalCode)
    : error.code === '42501'
      ? 'not_allowed'
      : null;
  if (code) throw new ResumeRefused(code, error.message);
  throw new HttpError(status, error.message);
}

export function useResumeSendJob(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => resumeSendJob(jobId),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
  });
}
