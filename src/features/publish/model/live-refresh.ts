import type { Database } from '@/lib/database.types.ts';

type JobStatus = Database['public']['Enums']['send_job_status'];

/** While a send runs, its progress is read this often. */
export const SENDING_REFRESH_MS = 2_000;
/** After a send, opens and clicks arrive for a while: counts, list and chart are read this often. */
export const ENGAGEMENT_REFRESH_MS = 10_000;
/** While a send waits for its scheduled time, the screen reads again at most this seldom. */
export const SCHEDULED_REFRESH_MS = 60_000;
/** How long after a send finished the screen keeps reading. */
export const ENGAGEMENT_WINDOW_MS = 2 * 3_600_000;

export const isJobActive = (status: JobStatus) =>
  status === 'queued' || status === 'running' || status === 'paused';

/** How often the publish screen reads again: fast while sending, slower after, never when quiet. */
export function liveRefreshInterval(
  job: { status: JobStatus; finished_at: string | null; scheduled_for?: string | null } | null,
  now: Date,
): number | false {
  if (!job) return false;
  // A scheduled send: read again when its time comes (once a minute at most until then).
  if (job.status === 'queued' && job.scheduled_for) {
    const wait = new Date(job.scheduled_for).getTime() - now.getTime();
    if (wait > 0) return Math.min(Math.max(wait, SENDING_REFRESH_MS), SCHEDULED_REFRESH_MS);
  }
  // A paused send waits for a person: only its opens and clicks still arrive.
  if (job.status === 'paused') return ENGAGEMENT_REFRESH_MS;
  if (isJobActive(job.status)) return SENDING_REFRESH_MS;
  if (job.finished_at && now.getTime() - new Date(job.finished_at).getTime() < ENGAGEMENT_WINDOW_MS) {
    return ENGAGEMENT_REFRESH_MS;
  }
  return false;
}
