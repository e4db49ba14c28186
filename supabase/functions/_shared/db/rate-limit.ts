/** `hit_rate_limit` as every function calls it: with the service role, since no API role may count. */

import type { SupabaseClient } from '@supabase/supabase-js';

/** Counts one hit of `key` in `bucket`; true while within `maxHits` of the window. */
export type HitRateLimit = (
  bucket: string,
  key: string,
  maxHits: number,
  windowSeconds: number,
) => Promise<boolean>;

/** `client` must act as the service role (db/service-client.ts). */
export function serviceRateLimit(client: SupabaseClient): HitRateLimit {
  return async (bucket, key, maxHits, windowSeconds) => {
    const { data, error } = await client.rpc('hit_rate_limit', {
      bucket,
      key,
      max_hits: maxHits,
      window_seconds: windowSeconds,
    });
    if (error) throw new Error(`hit_rate_limit: ${error.code} ${error.message}`);
    return data === true;
  };
}

/** The seconds until the window that refused ends: windows are aligned on the epoch, as hit_rate_limit aligns them. */
export const secondsLeftInWindow = (windowSeconds: number, now = Date.now()) =>
  Math.max(1, windowSeconds - (Math.floor(now / 1000) % windowSeconds));
