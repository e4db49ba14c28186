import { useEffect, useState } from 'react';
import { createRetryFetch } from '../http/retry-fetch.ts';

/** SPEC §4: the latest build id is re-checked every hour. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const CURRENT_BUILD_ID = __BUILD_ID__;

const retryingFetch = createRetryFetch();

/** The id of the build now deployed, or undefined when it cannot be told (offline, old server). */
export async function fetchLatestBuildId(
  fetchImpl: typeof fetch = retryingFetch,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl('/build.json', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const buildId = (body as { buildId?: unknown } | null)?.buildId;
    return typeof buildId === 'string' ? buildId : undefined;
  } catch {
    return undefined;
  }
}

/** True once the server serves a build other than the one running in this tab. */
export function useNewBuildAvailable(
  check: () => Promise<string | undefined> = fetchLatestBuildId,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (available) return;
    const timer = setInterval(async () => {
      const latest = await check();
      if (latest && latest !== CURRENT_BUILD_ID) setAvailable(true);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [available, check, intervalMs]);
  return available;
}
