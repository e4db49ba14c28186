import assert from 'node:assert/strict';
import { createHandler as emailHandler } from '../../generate-campaign/handler.ts';
import { campaign, memoryStore, post, testDeps } from '../testing/generation-support.ts';
import { memoryRateLimit } from '../testing/memory-rate-limit.ts';
import { GENERATION_QUOTA, takeGenerationQuota } from './quota.ts';

Deno.test('15 generations fired at once by one user: 10 run, 5 answer 429 quota_exceeded before any provider call', async () => {
  const email = campaign({ kind: 'email' });
  const store = memoryStore([email]);
  const handler = emailHandler(testDeps(store));
  const responses = await Promise.all(
    Array.from({ length: 15 }, (_, n) =>
      handler(post({ campaignId: email.id, mode: 'brief', locale: 'es', variation: `v${n}` })),
    ),
  );
  const statuses = responses.map((response) => response.status).sort();
  assert.deepEqual(statuses, [...Array(10).fill(200), ...Array(5).fill(429)]);
  const refused = responses.find((response) => response.status === 429) as Response;
  const retryAfter = Number(refused.headers.get('Retry-After'));
  assert.ok(retryAfter >= 1 && retryAfter <= 60);
  const body = await refused.json();
  assert.equal(body.error.code, 'quota_exceeded');
  assert.equal(body.error.retryAfterSeconds, retryAfter);
  assert.match(body.error.message, /^Has alcanzado el límite de generación/);
  await Promise.all(
    responses.filter((response) => !response.bodyUsed).map((response) => response.body?.cancel()),
  );
  // Refused calls spend nothing and record no usage.
  assert.equal(store.usage.length, 10);
});

Deno.test('the day counts only calls the minute let through; past 200 a day, the wait runs to the end of the day', async () => {
  const hit = memoryRateLimit();
  const user = 'a-user';
  let refusedAt = -1;
  const day = GENERATION_QUOTA[1];
  // Stands in for many minutes: the minute window is skipped by counting the day alone.
  for (let n = 0; n < day.maxHits + 1; n++) {
    if (!(await hit(day.bucket, user, day.maxHits, day.windowSeconds))) refusedAt = n;
  }
  assert.equal(refusedAt, 200);
  const noon = Date.UTC(2026, 10, 26, 12, 0, 0);
  const wait = await takeGenerationQuota(
    (bucket, key, max, seconds) =>
      bucket === day.bucket ? Promise.resolve(false) : hit(bucket, key, max, seconds),
    user,
    noon,
  );
  assert.equal(wait, 12 * 3600);
});

Deno.test('another user has a quota of their own', async () => {
  const hit = memoryRateLimit();
  for (let n = 0; n < 10; n++) assert.equal(await takeGenerationQuota(hit, 'first'), null);
  assert.notEqual(await takeGenerationQuota(hit, 'first'), null);
  assert.equal(await takeGenerationQuota(hit, 'second'), null);
});
