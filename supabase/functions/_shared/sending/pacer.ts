/**
 * Spaces provider requests at most `ratePerSecond` apart for the whole project, counting every
 * attempt (retries too): Resend's limit is on the account's requests, 2 a second unless raised.
 * The slots come from the store, `take_send_slot` in the database, so concurrent jobs and runs
 * share one rate; a 429's Retry-After holds every later slot (`hold_send_slots`). The tests and the
 * bench keep the same slot in memory (_shared/testing/memory-send-slots.ts).
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
