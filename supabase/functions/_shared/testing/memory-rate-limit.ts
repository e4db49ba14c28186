/** hit_rate_limit in memory, for the handlers' tests: the same epoch-aligned fixed windows. */

import type { HitRateLimit } from '../db/rate-limit.ts';

export function memoryRateLimit(): HitRateLimit {
  const hits = new Map<string, number>();
  return (bucket, key, maxHits, windowSeconds) => {
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    const id = `${bucket}|${key}|${window}`;
    const count = (hits.get(id) ?? 0) + 1;
    hits.set(id, count);
    return Promise.resolve(count <= maxHits);
  };
}
