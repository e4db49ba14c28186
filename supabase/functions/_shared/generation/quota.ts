/**
 * The per-user generation quota: every provider call (a paid model call in production) counts in
 * two fixed windows of private.rate_limits, by the user's id. Past either, the call is refused
 * before the provider is asked: 429 quota_exceeded with Retry-After.
 *
 * 10 a minute: a person regenerating part after part does not get there (the wizard's creation is
 * three calls); a script firing calls in parallel does at once. 200 a day: far above a working day
 * of campaigns and pages, and a bound on what one account can spend.
 */

import { type HitRateLimit, secondsLeftInWindow } from '../db/rate-limit.ts';

export const GENERATION_QUOTA = [
  { bucket: 'generation-minute', maxHits: 10, windowSeconds: 60 },
  { bucket: 'generation-day', maxHits: 200, windowSeconds: 86_400 },
] as const;

/**
 * Counts one call of the user; the seconds until the full window ends when over the quota, else
 * null. The day is counted only once the minute allows the call.
 */
export async function takeGenerationQuota(hit: HitRateLimit, userId: string, now = Date.now()) {
  for (const window of GENERATION_QUOTA) {
    if (!(await hit(window.bucket, userId, window.maxHits, window.windowSeconds))) {
      return secondsLeftInWindow(window.windowSeconds, now);
    }
  }
  return null;
}
