/** Callers that hold the project's secret: the schedulers (pg_cron, the local stack) and other functions. */

import { secretKeys } from '../db/api-keys.ts';
import type { Env } from '../env.ts';
import { bearerToken } from './caller.ts';

/** Compares secrets without leaking, through timing, how much of a guess was right. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0 && expected.length > 0;
}

/** `Authorization: Bearer` a secret API key or the legacy service role key (db/api-keys.ts). */
export function isServiceCaller(request: Request, env: Env): boolean {
  const bearer = bearerToken(request) ?? '';
  return Boolean(bearer) && secretKeys(env).some((key) => sameSecret(bearer, key));
}
