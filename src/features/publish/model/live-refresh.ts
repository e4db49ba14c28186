import type { Database } from '@/lib/database.types.ts';

type JobStatus = Database['public']['Enums']['send_job_status'];

/** While a send runs, its progress is read this often. */
export const SENDING_REFRESH_MS = 2_000;
/** After a send, opens and clicks arrive for a while: counts, list and chart are read this often. */
export const ENGAGEMENT_REFRESH_MS = 10_000;
/** How long after a send finished the screen keeps reading. */
export const ENGAGEMENT_WINDOW_MS = 2 * 3_600_000;

export const isJobActive = (status: JobStatus) =>
  status === 'queued' || status === 'running' || status === 'paused';

/** How often the publish screen reads again: fast while sending, slower after, never when quiet. */
export function liveRefreshInterval(
  job: { status: JobStatus; finished_at: string | null } | null,
  now: Date,
): number | false {
  if (!job) return false;
  // A paused send waits for a person: only its opens and clicks still arrive.
  if (job.status === 'paused') return ENGAGEMENT_REFRESH_MS;
  if (isJobActive(job.status)) return SENDING_REFRESH_MS;
  if (job.finished_at && now.getTime() - new Date(job.finished_at).getTime() < ENGAGEMENT_WINDOW_MS) {
    return ENGAGEMENT_REFRESH_MS;
  }
  return false;
}
