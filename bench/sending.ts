/**
 * The send processor against the fake Resend on loopback: 2,500 recipients at a set rate of
 * provider requests per second (batches of 100), printed, not asserted. Achieved requests and
 * messages per second against the set rate (goal ≥ 95%), and duplicates (goal 0) — also for a run
 * with 429s and 5xx on the way, and for one killed mid-way and resumed.
 *   DENO_NO_PACKAGE_JSON=1 npx deno run -A bench/sending.ts [rate]
 * The store is the in-memory one with a delay per write standing in for the database round trip.
 */

import { createResendSender } from '../supabase/functions/_shared/email/send/resend-sender.ts';
import { type FakeResend, startFakeResend } from '../supabase/functions/_shared/sending/fake-resend.ts';
import { memorySendStore } from '../supabase/functions/_shared/sending/memory-store.ts';
import { processSendJobs } from '../supabase/functions/_shared/sending/processor.ts';
import type { SendStore } from '../supabase/functions/_shared/sending/store.ts';

const RECIPIENTS = 2500;
const RATE = Number(Deno.args[0] ?? 5);
const RECORD_DELAY_MS = 25;
const JOB = '6f1c2d3e-0000-4000-8000-0000000000aa';

const settings = {
  ratePerSecond: RATE,
  fromLocalPart: 'news',
  unsubscribeUrl: 'https://project.supabase.co/functions/v1/unsubscribe',
  budgetMs: 600_000,
  leaseSeconds: 120,
};

function newStore() {
  const store = memorySendStore({
    campaign: {
      id: 'd4a3f6e5-0000-4000-8000-000000000001',
      html: `<p>${'Spring tune-up week. '.repeat(200)}</p><a href="{{unsubscribe_url}}">Unsubscribe</a>`,
      subject: 'Spring tune-up week',
      senderName: 'Bluebird Bikes',
      senderDomain: 'bluebird.example',
      replyTo: 'hello@bluebird.example',
      attachments: [],
    },
    workspaceId: 'b2e1d4c3-0000-4000-8000-000000000001',
    jobId: JOB,
    emails: Array.from({ length: RECIPIENTS }, (_, i) => `reader${i + 1}@example.test`),
  });
  const slow: SendStore = {
    ...store,
    recordBatch: async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, RECORD_DELAY_MS));
      return store.recordBatch(...args);
    },
  };
  return { store, slow };
}

function report(name: string, fake: FakeResend, started: number, finished: number) {
  const ok = fake.requests.filter((r) => r.status === 200);
  const first = fake.requests[0]?.at ?? started;
  const last = fake.requests.at(-1)?.at ?? finished;
  const requestRate = (fake.requests.length - 1) / ((last - first) / 1000);
  const seconds = (finished - started) / 1000;
  const perAddress = new Map<string, number>();
  for (const message of fake.delivered) perAddress.set(message.to, (perAddress.get(message.to) ?? 0) + 1);
  const duplicates = [...perAddress.values()].reduce((sum, count) => sum + count - 1, 0);
  console.log(
    [
      name.padEnd(26),
      `${fake.requests.length} requests (${ok.length} answered 200)`.padEnd(32),
      `${requestRate.toFixed(2)} req/s = ${((requestRate / RATE) * 100).toFixed(1)}% of ${RATE}`.padEnd(26),
      `${(fake.delivered.length / seconds).toFixed(0)} msg/s over ${seconds.toFixed(2)} s`.padEnd(24),
      `delivered ${perAddress.size}/${RECIPIENTS}, duplicates ${duplicates}`,
    ].join('  '),
  );
}

const quiet = console.warn;
console.warn = () => {};
console.log(
  `bench/sending: ${RECIPIENTS} recipients, set rate ${RATE} requests/s (${RATE * 100} messages/s in batches of 100), ${RECORD_DELAY_MS} ms per recorded batch`,
);

{
  const fake = startFakeResend();
  const { slow } = newStore();
  const started = performance.now();
  await processSendJobs({
    store: slow,
    sender: createResendSender({ apiKey: 're_bench', baseUrl: fake.baseUrl }),
    settings,
  });
  report('steady', fake, started, performance.now());
  await fake.close();
}

{
  const fake = startFakeResend();
  const { slow } = newStore();
  fake.failNext({ status: 429, retryAfter: 1 });
  fake.onRequest = () => {
    if (fake.requests.length === 10) fake.failNext({ status: 503 }, { status: 500 });
  };
  const started = performance.now();
  await processSendJobs({
    store: slow,
    sender: createResendSender({ apiKey: 're_bench', baseUrl: fake.baseUrl }),
    settings,
  });
  report('429 (1 s) and 2 × 5xx', fake, started, performance.now());
  await fake.close();
}

{
  const fake = startFakeResend();
  const { store, slow } = newStore();
  const crash = new AbortController();
  fake.onRequest = () => {
    if (fake.requests.length === 12) crash.abort(new Error('killed'));
  };
  const sender = createResendSender({ apiKey: 're_bench', baseUrl: fake.baseUrl });
  const started = performance.now();
  await processSendJobs({ store: slow, sender, settings, signal: crash.signal }).catch(() => {});
  store.advance(121_000); // the dead run's lease runs out
  fake.onRequest = undefined;
  await processSendJobs({ store: slow, sender, settings });
  report('killed at batch 12, resumed', fake, started, performance.now());
  await fake.close();
}
console.warn = quiet;
