/**
 * Spaces provider requests at most `ratePerSecond` apart for the whole project, counting every
 * attempt (retries too): Resend's limit is on the account's requests, 2 a second unless raised.
 * The slots come from the store, `take_send_slot` in the database, so concurrent jobs and runs
 * share one rate; a 429's Retry-After holds every later slot (`hold_send_slots`). The memory store
 * keeps the same slot in memory (`memorySendSlots`), for the tests and the bench.
 */

import type { SendStore } from './store.ts';

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
  /** Holds every later request of the project until `ms` from now (a 429's Retry-After). */
  holdFor(ms: number): Promise<void>;
}

export function createPacer(
  slots: Pick<SendStore, 'takeSendSlot' | 'holdSendSlots'>,
  ratePerSecond: number,
  wait: Sleep = sleep,
): Pacer {
  return {
    async next(signal) {
      const seconds = await slots.takeSendSlot(ratePerSecond);
      if (seconds > 0) await wait(seconds * 1000, signal);
    },
    holdFor: (ms) => slots.holdSendSlots(ms / 1000),
  };
}

/**
 * The slot `take_send_slot` keeps in its one row, in memory: each taker gets the later of now and
 * the next free slot, and moves the next free slot one interval on. Share one between stores to
 * stand for one database.
 */
export interface SendSlots {
  take(requestsPerSecond: number): number;
  hold(seconds: number): void;
}

export function memorySendSlots(now: () => number = () => performance.now()): SendSlots {
  let next = Number.NEGATIVE_INFINITY;
  return {
    take(requestsPerSecond) {
      const at = now();
      const slot = Math.max(at, next);
      next = slot + 1000 / requestsPerSecond;
      return (slot - at) / 1000;
    },
    hold(seconds) {
      next = Math.max(next, now() + seconds * 1000);
    },
  };
}
