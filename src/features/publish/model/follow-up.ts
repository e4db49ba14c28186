import type { WallClock } from '@/lib/dates/time-zones.ts';
import { MAX_SCHEDULE_DAYS, scheduleInstant } from './scheduling.ts';

export type FollowUpAudience = 'not_opened' | 'not_clicked';

/** When the follow-up goes: a delay after the campaign's send, or a date and time in the zone. */
export type FollowUpWhen =
  | { mode: 'delay'; amount: number | string; unit: 'hours' | 'days' }
  | { mode: 'at'; clock: WallClock };

const HOUR = 3_600_000;

/**
 * The instant a follow-up's time stands for, or why it cannot be: not filled in, or past, or more
 * than a year away (the database refuses these too: invalid_schedule). A delay counts from when the
 * campaign's last send finished (`sentAt`).
 */
export function followUpInstant(
  when: FollowUpWhen,
  sentAt: string | null,
  zone: string,
  now: Date,
): { instant: Date } | { problem: 'incomplete' | 'invalid_schedule' } {
  if (when.mode === 'at') return scheduleInstant(when.clock, zone, now);
  const amount = Number(when.amount);
  if (!sentAt || !Number.isInteger(amount) || amount < 1) return { problem: 'incomplete' };
  const instant = new Date(new Date(sentAt).getTime() + amount * (when.unit === 'days' ? 24 : 1) * HOUR);
  const ahead = instant.getTime() - now.getTime();
  if (ahead <= 0 || ahead > MAX_SCHEDULE_DAYS * 24 * HOUR) return { problem: 'invalid_schedule' };
  return { instant };
}
