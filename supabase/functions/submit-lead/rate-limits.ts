/** submit-lead's three rate limits (per visitor, per page, per address), each overridable in the env. */

import type { Env } from '../_shared/env.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  perAddress: RateLimit;
  perPage: RateLimit;
  perClient: RateLimit;
}

const limitFromEnv = (env: Env, name: string, fallback: RateLimit): RateLimit => {
  const [max, windowSeconds] = (env[name] ?? '').split('/').map((part) => Number(part.trim()));
  return Number.isInteger(max) &&
    (max ?? -1) >= 0 &&
    Number.isInteger(windowSeconds) &&
    (windowSeconds ?? 0) > 0
    ? { max: max as number, windowSeconds: windowSeconds as number }
    : fallback;
};

/** Defaults, each overridable as `max/seconds` (e.g. LEAD_LIMIT_PER_PAGE=60/600). */
export function rateLimitsFromEnv(env: Env): RateLimits {
  return {
    perAddress: limitFromEnv(env, 'LEAD_LIMIT_PER_ADDRESS', { max: 5, windowSeconds: 3600 }),
    perPage: limitFromEnv(env, 'LEAD_LIMIT_PER_PAGE', { max: 60, windowSeconds: 600 }),
    perClient: limitFromEnv(env, 'LEAD_LIMIT_PER_CLIENT', { max: 20, windowSeconds: 600 }),
  };
}
