import assert from 'node:assert/strict';
import { gatheredCalls } from './gathered-calls.ts';

/** A run that logs each call's items and answers each item doubled once `release` is called. */
function recordingRun() {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) => {
    calls.push(items);
    return new Promise<number[]>((resolve) => pending.push(() => resolve(items.map((item) => item * 2))));
  };
  const releaseAll = () => {
    for (const release of pending.splice(0)) release();
  };
  return { calls, run, releaseAll };
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

Deno.test('items within the window share one call, each gets its own result', async () => {
  const { calls, run, releaseAll } = recordingRun();
  const call = gatheredCalls(run, { waitMs: 20, maxBatch: 10 });
  const results = [1, 2, 3].map(call);
  await tick(40);
  releaseAll();
  assert.deepEqual(await Promise.all(results), [2, 4, 6]);
  assert.deepEqual(calls, [[1, 2, 3]]);
});

Deno.test('a full batch leaves at once; items that arrive while the call runs leave together after it', async () => {
  const { calls, run, releaseAll } = recordingRun();
  const call = gatheredCalls(run, { waitMs: 1000, maxBatch: 2 });
  const first = [call(1), call(2)];
  await tick();
  assert.deepEqual(calls, [[1, 2]]);
  const later = [call(3), call(4), call(5)];
  await tick(10);
  assert.equal(calls.length, 1);
  releaseAll();
  assert.deepEqual(await Promise.all(first), [2, 4]);
  await tick();
  assert.deepEqual(calls, [
    [1, 2],
    [3, 4],
  ]);
  releaseAll();
  await tick();
  assert.deepEqual(calls, [[1, 2], [3, 4], [5]]);
  releaseAll();
  assert.deepEqual(await Promise.all(later), [6, 8, 10]);
});

Deno.test('a failed call, or one that answers too few results, rejects every item it carried', async () => {
  const failing = gatheredCalls<number, number>(() => Promise.reject(new Error('down')), {
    waitMs: 5,
    maxBatch: 10,
  });
  const outcomes = await Promise.allSettled([failing(1), failing(2)]);
  assert.deepEqual(
    outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as Error).message : 'ok')),
    ['down', 'down'],
  );
  const short = gatheredCalls<number, number>(async () => [1], { waitMs: 5, maxBatch: 10 });
  const answers = await Promise.allSettled([short(1), short(2)]);
  assert.deepEqual(
    answers.map((answer) => answer.status),
    ['rejected', 'rejected'],
  );
  // The gatherer goes on after a failure.
  const { run, releaseAll } = recordingRun();
  let failures = 1;
  const recovering = gatheredCalls<number, number>(
    (items) => (failures-- > 0 ? Promise.reject(new Error('once')) : run(items)),
    { waitMs: 1, maxBatch: 10 },
  );
  await assert.rejects(recovering(1), /once/);
  const retried = recovering(1);
  await tick(10);
  releaseAll();
  assert.equal(await retried, 2);
});
