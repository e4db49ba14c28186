/**
 * Spaces provider requests at most `ratePerSecond` apart, counting every attempt (retries too):
 * Resend's limit is on requests, 2 a second unless raised. Slots are kept from the previous slot,
 * not from when the caller came back, so time spent recording a batch overlaps the wait.
 */

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export interface Pacer {
  /** Resolves when the next request may start. */
  next(signal?: AbortSignal): Promise<void>;
  /** Holds every later request until `ms` from now (a 429's Retry-After). */
  holdFor(ms: number): void;
}

export function createPacer(
  ratePerSecond: number,
  wait: Sleep = sleep,
  now = () => performance.now(),
): Pacer {
  const interval = 1000 / ratePerSecond;
  let nextSlot = Number.NEGATIVE_INFINITY;
  return {
    async next(signal) {
      const slot = Math.max(now(), nextSlot);
      nextSlot = slot + interval;
      const delay = slot - now();
      if (delay > 0) await wait(delay, signal);
    },
    holdFor(ms) {
      nextSlot = Math.max(nextSlot, now() + ms);
    },
  };
}
