/**
 * The send processor against the fake Resend on loopback: 2,500 recipients at a set rate of
 * provider requests per second (batches of 100), printed, not asserted. Achieved requests and
 * messages per second against the set rate (goal ≥ 95%), and duplicates (goal 0) — also for a run
 * with 429s and 5xx on the way, for one killed mid-way and resumed, and for two jobs sent at once
 * (one rate for the project: their combined rate is the set rate).
 * Then CPU time (hosted Edge Functions allow 2 s per request): per run (the text part and the
 * view-in-browser line) and per batch of 100 (100 messages rendered and serialised as the SDK
 * sends them), measured with `process.cpuUsage` (node:process, user + system of this process, in a
 * quiet process so it is this work's), for a generated email and one near Gmail's 102 KB clip; and
 * what the processor counts itself (its CPU budget, SEND_PROCESSOR_CPU_BUDGET_MS).
 *   DENO_NO_PACKAGE_JSON=1 npx deno run -A bench/sending.ts [rate]
 * The store is the in-memory one with a delay per write standing in for the database round trip.
 */

import process from 'node:process';
import { renderDesign } from '../supabase/functions/_shared/email/render-design.ts';
import { createResendSender } from '../supabase/functions/_shared/email/send/resend-sender.ts';
import { generatedDesign } from '../supabase/functions/_shared/email/test-designs.ts';
import { DEFAULT_CPU_BUDGET_MS, type SendSettings } from '../supabase/functions/_shared/sending/config.ts';
import { prepareCampaign, recipientMessage } from '../supabase/functions/_shared/sending/message.ts';
import { processSendJobs } from '../supabase/functions/_shared/sending/processor.ts';
import type { CampaignToSend, SendStore } from '../supabase/functions/_shared/sending/store.ts';
import { type FakeResend, startFakeResend } from '../supabase/functions/_shared/testing/fake-resend.ts';
import { memorySendSlots } from '../supabase/functions/_shared/testing/memory-send-slots.ts';
import { memorySendStore } from '../supabase/functions/_shared/testing/send-memory-store.ts';

const RECIPIENTS = 2500;
const RATE = Number(Deno.args[0] ?? 5);
const RECORD_DELAY_MS = 25;
const JOB = '6f1c2d3e-0000-4000-8000-0000000000aa';

const settings: SendSettings = {
  ratePerSecond: RATE,
  fromLocalPart: 'news',
  sharedDomain: 'mail.pitchcraft.test',
  sharedFromSuffix: 'via Pitchcraft',
  unsubscribeUrl: 'https://project.supabase.co/functions/v1/unsubscribe',
  publicPagesBaseUrl: 'https://app.pitchcraft.test',
  budgetMs: 600_000,
  cpuBudgetMs: 600_000,
  leaseSeconds: 120,
};

/** A generated email as the builder renders it (about 11 KB), and one padded to Gmail's clip. */
const generatedHtml = renderDesign(generatedDesign('en', 'modern'), { lang: 'en' });
const largeHtml = generatedHtml.replace(
  '</table>\n<!--[if mso]>',
  `<tr><td style="padding:0 40px;">${'<p style="margin:0 0 12px;">Spring tune-up week: brakes, gears and a safety check, with <a href="https://bluebird.example.com/book">a slot booked online</a>.</p>'.repeat(
    Math.ceil((100_000 - generatedHtml.length) / 150),
  )}</td></tr></table>\n<!--[if mso]>`,
);

const campaignOf = (html: string): CampaignToSend => ({
  id: 'd4a3f6e5-0000-4000-8000-000000000001',
  html,
  subject: 'Spring tune-up week',
  senderName: 'Bluebird Bikes',
  senderDomain: null,
  replyTo: 'hello@bluebird.example',
  slug: 'spring-tune-up',
  attachments: [],
});

/** The rate scenarios pace small messages, so the figures are the pacer's, not this machine's JSON speed. */
const smallHtml = `<p>${'Spring tune-up week. '.repeat(200)}</p><a href="{{unsubscribe_url}}">Unsubscribe</a>`;

function newStore(jobId = JOB, slots = memorySendSlots(), prefix = 'reader') {
  const store = memorySendStore({
    campaign: campaignOf(smallHtml),
    workspaceId: 'b2e1d4c3-0000-4000-8000-000000000001',
    jobId,
    emails: Array.from({ length: RECIPIENTS }, (_, i) => `${prefix}${i + 1}@example.test`),
    slots,
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

function report(name: string, fake: FakeResend, started: number, finished: number, recipients = RECIPIENTS) {
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
      `delivered ${perAddress.size}/${recipients}, duplicates ${duplicates}`,
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

{
  // Two jobs at once, on one slot as in one database: together at the set rate, not twice it.
  const fake = startFakeResend();
  const slots = memorySendSlots();
  const sender = createResendSender({ apiKey: 're_bench', baseUrl: fake.baseUrl });
  const started = performance.now();
  await Promise.all(
    ['6f1c2d3e-0000-4000-8000-0000000000a1', '6f1c2d3e-0000-4000-8000-0000000000a2'].map((jobId, i) =>
      processSendJobs({ store: newStore(jobId, slots, `job${i}-reader`).slow, sender, settings }),
    ),
  );
  report('two jobs at once', fake, started, performance.now(), RECIPIENTS * 2);
  await fake.close();
}
console.warn = quiet;

// --- CPU time -------------------------------------------------------------------------------
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** Resend's JSON for one batch, as the SDK builds and serialises it. */
const serialise = (emails: ReturnType<typeof recipientMessage>[]) =>
  JSON.stringify(emails.map((e) => ({ ...e, reply_to: e.replyTo, replyTo: undefined })));
const recipients = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  email: `reader${i + 1}@example.test`,
  unsubscribeToken: crypto.randomUUID(),
}));
console.log(
  `\nCPU time (process.cpuUsage, user + system; ${Deno.build.os} ${navigator.hardwareConcurrency} cores, Deno ${Deno.version.deno}): median of 30 runs`,
);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
for (const [name, html] of [
  ['generated email', generatedHtml],
  ['near the 102 KB clip', largeHtml],
] as const) {
  const prepare: number[] = [];
  const batch: number[] = [];
  let bytes = 0;
  for (let round = 0; round < 30; round += 1) {
    let start = cpuMs();
    const prepared = prepareCampaign(campaignOf(html), settings);
    prepare.push(cpuMs() - start);
    start = cpuMs();
    const body = serialise(recipients.map((r) => recipientMessage(prepared, r, settings)));
    batch.push(cpuMs() - start);
    bytes = body.length;
  }
  const perBatch = median(batch);
  const fits = Math.floor((DEFAULT_CPU_BUDGET_MS - median(prepare)) / perBatch);
  console.log(
    [
      `${name} (${(html.length / 1024).toFixed(0)} KB)`.padEnd(30),
      `per run ${median(prepare).toFixed(1)} ms`.padEnd(18),
      `per batch of 100 ${perBatch.toFixed(1)} ms (${(bytes / 1024 / 1024).toFixed(1)} MB of JSON)`.padEnd(
        46,
      ),
      `${fits} batches in ${DEFAULT_CPU_BUDGET_MS} ms of CPU; the ${settings.budgetMs === 600_000 ? 50 : settings.budgetMs / 1000} s wall budget at ${RATE}/s allows ${50 * RATE}`,
    ].join('  '),
  );
}

// The whole run: what the processor counts (its own synchronous work) against this process's CPU
// time, with the provider in a process of its own (bench/fake-resend-server.ts) so that only the
// processor's work (and the in-memory store's) is in it.
const server = new Deno.Command(Deno.execPath(), {
  args: ['run', '-A', new URL('./fake-resend-server.ts', import.meta.url).pathname],
  env: { DENO_NO_PACKAGE_JSON: '1' },
  stdin: 'piped',
  stdout: 'piped',
  stderr: 'inherit',
}).spawn();
const reader = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
let baseUrl = '';
while (!baseUrl.includes('\n')) baseUrl += (await reader.read()).value ?? '';
baseUrl = baseUrl.trim();
for (const [name, html] of [
  ['generated email', generatedHtml],
  ['near the 102 KB clip', largeHtml],
] as const) {
  const { slow } = newStore(crypto.randomUUID());
  slow.campaign = async () => campaignOf(html);
  const before = cpuMs();
  const summary = await processSendJobs({
    store: slow,
    sender: createResendSender({ apiKey: 're_bench', baseUrl }),
    settings: { ...settings, ratePerSecond: 20 },
  });
  const processCpu = cpuMs() - before;
  const batches = Math.ceil(RECIPIENTS / 100);
  console.log(
    [
      `processor run, ${name}`.padEnd(36),
      `counted by the processor ${summary.cpuMs.toFixed(0)} ms = ${(summary.cpuMs / batches).toFixed(1)} ms per batch (most ${summary.maxBatchCpuMs} ms)`.padEnd(
        64,
      ),
      `this process's CPU ${processCpu.toFixed(0)} ms = ${(processCpu / batches).toFixed(1)} ms per batch`,
    ].join('  '),
  );
}
await server.stdin.close();
await server.status;
