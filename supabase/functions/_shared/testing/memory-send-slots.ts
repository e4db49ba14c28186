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
