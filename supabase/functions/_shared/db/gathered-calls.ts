/**
 * Calls that arrive together made as one: each caller passes one item and awaits its own result,
 * while the items queued within `waitMs` of the first (or up to `maxBatch`) go to `run` in one call,
 * whose results come back in the items' order. One call at a time: while it runs, new items wait
 * and leave together when it ends, so under load the batches grow by themselves and alone an item
 * waits only `waitMs`.
 *
 * A call that fails (or answers a different number of results) rejects every item it carried with
 * the same error: none of them is half done, as `run` is one transaction (resend-webhook answers
 * each delivery 500, and the provider retries each).
 */

export interface GatherOptions {
  /** How long the first queued item waits for others (0: the next turn of the event loop). */
  waitMs: number;
  /** Items per call at most. */
  maxBatch: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function gatheredCalls<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  { waitMs, maxBatch }: GatherOptions,
): (item: Item) => Promise<Result> {
  const queue: Waiting<Item, Result>[] = [];
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    if (running || queue.length === 0) return;
    const batch = queue.splice(0, maxBatch);
    running = true;
    run(batch.map((waiting) => waiting.item))
      .then((results) => {
        if (results.length !== batch.length) {
          throw new Error(`${results.length} results for ${batch.length} items`);
        }
        for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as Result);
      })
      .catch((error) => {
        for (const waiting of batch) waiting.reject(error);
      })
      .finally(() => {
        running = false;
        send();
      });
  };

  const flush = () => {
    timer = undefined;
    send();
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (queue.length >= maxBatch) {
        clearTimeout(timer);
        flush();
      } else if (timer === undefined && !running) {
        timer = setTimeout(flush, waitMs);
      }
    });
}
