/** Statuses that mean "try again": the request may succeed unchanged a moment later. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Only reads are retried: repeating a write could apply it twice. */
const IDEMPOTENT_READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** A short pause before the retry; a server's Retry-After is honoured up to this cap. */
const DEFAULT_RETRY_DELAY_MS = 300;
const MAX_RETRY_DELAY_MS = 5_000;

type Fetch = typeof fetch;

export type RetryFetchOptions = {
  fetch?: Fetch;
  sleep?: (milliseconds: number) => Promise<void>;
};

const wait = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export function requestMethod(input: RequestInfo | URL, init?: RequestInit): string {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return method.toUpperCase();
}

export function retryDelay(response: Response): number {
  const header = response.headers.get('Retry-After');
  if (!header) return DEFAULT_RETRY_DELAY_MS;
  const seconds = Number(header);
  const milliseconds = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  if (!Number.isFinite(milliseconds) || milliseconds < 0) return DEFAULT_RETRY_DELAY_MS;
  return Math.min(milliseconds, MAX_RETRY_DELAY_MS);
}

/**
 * The HTTP policy of the app (SPEC §7), handed to supabase-js as its `fetch`: a GET or HEAD that
 * answers with a retryable status is sent once more; writes are never repeated.
 */
export function createRetryFetch({ fetch: baseFetch = fetch, sleep = wait }: RetryFetchOptions = {}): Fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (!IDEMPOTENT_READS.has(requestMethod(input, init))) return response;
    if (!RETRYABLE_STATUSES.has(response.status) || signal?.aborted) return response;
    await sleep(retryDelay(response));
    if (signal?.aborted) return response;
    await response.body?.cancel().catch(() => undefined);
    return baseFetch(input, init);
  };
}
