import { instantOfWallClock, type WallClock, wallClockAt } from '@/lib/dates/time-zones.ts';
import type { SendJob } from '../api/get-send-jobs.ts';

/** How far ahead a send may be scheduled (the database allows 366 days). */
export const MAX_SCHEDULE_DAYS = 365;

/** A scheduled send still waiting for its time (or for the scheduler, just past it): it can change. */
export function waitingScheduledJob(job: SendJob | null): (SendJob & { scheduled_for: string }) | null {
  if (job?.status !== 'queued' || !job.scheduled_for || job.started_at) return null;
  return job as SendJob & { scheduled_for: string };
}

/** What the schedule fields start with: tomorrow at 9:00 in the zone. */
export function defaultScheduleClock(zone: string, now: Date): WallClock {
  const tomorrow = wallClockAt(new Date(now.getTime() + 86_400_000), zone);
  return { date: tomorrow.date, time: '09:00' };
}

/**
 * The instant the fields stand for, or why it cannot be scheduled: not a date and time, past, or
 * more than a year away (the database refuses these too: invalid_schedule).
 */
export function scheduleInstant(
  clock: WallClock,
  zone: string,
  now: Date,
): { instant: Date } | { problem: 'incomplete' | 'invalid_schedule' } {
  if (!clock.date || !clock.time) return { problem: 'incomplete' };
  const instant = instantOfWallClock(clock, zone);
  if (!instant) return { problem: 'incomplete' };
  const ahead = instant.getTime() - now.getTime();
  if (ahead <= 0 || ahead > MAX_SCHEDULE_DAYS * 86_400_000) return { problem: 'invalid_schedule' };
  return { instant };
}
