import assert from 'node:assert/strict';
import { createResendSender } from '../email/send/resend-sender.ts';
import { type FakeResend, startFakeResend } from '../testing/fake-resend.ts';
import { memorySendSlots, type SendSlots } from '../testing/memory-send-slots.ts';
import { memorySendStore } from '../testing/send-memory-store.ts';
import { isInCampaignFolder } from './attachment-path.ts';
import type { SendSettings } from './config.ts';
import { batchSizeFor, prepareCampaign } from './message.ts';
import { batchKey, messageKey, processSendJobs } from './processor.ts';
import type { CampaignToSend } from './store.ts';

const JOB = '6f1c2d3e-0000-4000-8000-0000000000aa';
const WORKSPACE = 'b2e1d4c3-0000-4000-8000-000000000001';
const UNSUBSCRIBE = 'https://project.supabase.co/functions/v1/unsubscribe';

const campaign = (extra: Partial<CampaignToSend> = {}): CampaignToSend => ({
  id: 'd4a3f6e5-0000-4000-8000-000000000001',
  html: '<p>Spring tune-up week</p><a href="{{unsubscribe_url}}">Unsubscribe</a>',
  subject: 'Spring tune-up week',
  senderName: 'Bluebird "Bikes"',
  senderDomain: 'Bluebird.example',
  replyTo: 'hello@harborpine.example',
  slug: 'spring-tune-up',
  attachments: [],
  ...extra,
});

const settings: SendSettings = {
  ratePerSecond: 500,
  fromLocalPart: 'news',
  sharedDomain: 'mail.pitchcraft.test',
  sharedFromSuffix: 'via Pitchcraft',
  unsubscribeUrl: UNSUBSCRIBE,
  publicPagesBaseUrl: 'https://app.example',
  budgetMs: 60_000,
  cpuBudgetMs: 60_000,
  leaseSeconds: 120,
};
const WEB_VERSION = 'https://app.example/pages/spring-tune-up';

/** The line the processor puts first in every message's HTML. */
const viewInBrowser = (url: string, label = 'View this email in your browser', color = '#555555') =>
  `<div style="margin:0;padding:10px 8px 0;text-align:center;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:${color};"><a href="${url}" target="_blank" style="color:${color};text-decoration:underline;">${label}</a></div>`;

const addresses = (count: number) => Array.from({ length: count }, (_, i) => `reader${i + 1}@example.test`);

async function withFake(run: (fake: FakeResend) => Promise<void>) {
  const fake = startFakeResend();
  const warn = console.warn;
  console.warn = () => {};
  try {
    await run(fake);
  } finally {
    console.warn = warn;
    await fake.close();
  }
}

/** One job of the default campaign to these addresses; `extra` changes the campaign, suppressions or files. */
const storeFor = (emails: string[], extra: Partial<Parameters<typeof memorySendStore>[0]> = {}) =>
  memorySendStore({ campaign: campaign(), workspaceId: WORKSPACE, jobId: JOB, emails, ...extra });

const senderFor = (fake: FakeResend) => createResendSender({ apiKey: 're_test', baseUrl: fake.baseUrl });

/** How many messages each address received. */
const deliveries = (fake: FakeResend) => {
  const counts = new Map<string, number>();
  for (const message of fake.delivered) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
  return counts;
};

Deno.test('sends every recipient once in batches of 100, each with its link, headers, sender and tags', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(250));
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });

    assert.deepEqual(summary.finished, [JOB]);
    assert.equal(summary.sent, 250);
    assert.deepEqual(
      fake.requests.map((r) => [r.path, r.idempotencyKey]),
      [
        ['/emails/batch', batchKey(JOB, 1, 100)],
        ['/emails/batch', batchKey(JOB, 101, 200)],
        ['/emails/batch', batchKey(JOB, 201, 250)],
      ],
    );
    assert.equal(fake.delivered.length, 250);
    assert.ok([...deliveries(fake).values()].every((count) => count === 1));

    const row = store.recipientRows[41];
    const message = fake.delivered.find((m) => m.to === row?.email);
    assert.ok(row && message);
    const link = `${UNSUBSCRIBE}?token=${row.unsubscribeToken}`;
    assert.equal(message.from, '"Bluebird \\"Bikes\\"" <news@bluebird.example>');
    assert.equal(message.replyTo, 'hello@harborpine.example');
    assert.equal(
      message.html,
      `${viewInBrowser(WEB_VERSION)}\n<p>Spring tune-up week</p><a href="${link}">Unsubscribe</a>`,
    );
    assert.equal(
      message.text,
      `View this email in your browser: ${WEB_VERSION}\n\nSpring tune-up week\n\nUnsubscribe (${link})\n`,
    );
    assert.deepEqual(message.headers, {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    assert.deepEqual(message.tags, [
      { name: 'campaign_id', value: campaign().id },
      { name: 'recipient_id', value: String(row.id) },
    ]);
    assert.equal(row.messageId, message.id);
    const job = store.jobs.get(JOB);
    assert.deepEqual([job?.status, job?.sentCount, job?.bookmark], ['finished', 250, 250]);
    assert.equal(store.campaignStatus.get(campaign().id), 'sent');
  });
});

Deno.test('a run killed after its third batch was sent, before it was recorded: the restart sends everyone exactly once', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(530));
    const crash = new AbortController();
    fake.onRequest = () => {
      if (fake.requests.length === 3) crash.abort(new Error('killed'));
    };
    await assert.rejects(
      processSendJobs({ store, sender: senderFor(fake), settings, signal: crash.signal }),
      /killed/,
    );
    assert.equal(store.jobs.get(JOB)?.bookmark, 200, 'two batches recorded, the third sent but not recorded');
    assert.equal(fake.delivered.length, 300);

    fake.onRequest = undefined;
    // The dead run's lease holds the job until it runs out.
    assert.equal((await processSendJobs({ store, sender: senderFor(fake), settings })).jobs.length, 0);
    store.advance(121_000);
    const resumed = await processSendJobs({ store, sender: senderFor(fake), settings });

    assert.deepEqual(resumed.finished, [JOB]);
    assert.equal(resumed.sent, 330);
    const keys = fake.requests.map((r) => r.idempotencyKey);
    assert.equal(keys.filter((k) => k === batchKey(JOB, 201, 300)).length, 2, 'the third batch asked twice');
    assert.equal(fake.delivered.length, 530, 'and sent once');
    assert.equal(deliveries(fake).size, 530);
    assert.ok([...deliveries(fake).values()].every((count) => count === 1));
    assert.ok(store.recipientRows.every((r) => r.sent && r.messageId));
    assert.equal(new Set(store.recipientRows.map((r) => r.messageId)).size, 530);
    assert.equal(store.jobs.get(JOB)?.sentCount, 530);
  });
});

Deno.test('an address suppressed between the crash and the restart: the unrecorded batch goes again as it was, nobody twice', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(250));
    const crash = new AbortController();
    fake.onRequest = () => {
      if (fake.requests.length === 2) crash.abort(new Error('killed'));
    };
    await assert.rejects(
      processSendJobs({ store, sender: senderFor(fake), settings, signal: crash.signal }),
      /killed/,
    );
    assert.equal(store.jobs.get(JOB)?.pendingBatch?.length, 100, 'the second batch noted before it was sent');
    // reader150 received the second batch, then unsubscribed; reader220 unsubscribed before its turn.
    store.suppressions.add('reader150@example.test');
    store.suppressions.add('reader220@example.test');
    fake.onRequest = undefined;
    store.advance(121_000);
    await processSendJobs({ store, sender: senderFor(fake), settings });

    assert.deepEqual(
      fake.requests.map((r) => [r.status, r.idempotencyKey]),
      [
        [200, batchKey(JOB, 1, 100)],
        [200, batchKey(JOB, 101, 200)],
        [200, batchKey(JOB, 101, 200)],
        [200, batchKey(JOB, 201, 250)],
      ],
    );
    assert.equal(fake.delivered.length, 249);
    assert.ok([...deliveries(fake).values()].every((count) => count === 1));
    assert.equal(deliveries(fake).has('reader220@example.test'), false);
    const job = store.jobs.get(JOB);
    assert.deepEqual(
      [job?.status, job?.sentCount, job?.skippedCount, job?.pendingBatch],
      ['finished', 249, 1, null],
    );
  });
});

Deno.test('the provider holds other content under a key (the campaign changed mid-send): the job waits, nothing is sent twice', async () => {
  await withFake(async (fake) => {
    const edited = campaign();
    const store = storeFor(addresses(150), { campaign: edited });
    const crash = new AbortController();
    fake.onRequest = () => {
      if (fake.requests.length === 1) crash.abort(new Error('killed'));
    };
    await assert.rejects(
      processSendJobs({ store, sender: senderFor(fake), settings, signal: crash.signal }),
      /killed/,
    );
    edited.subject = 'Spring tune-up week (edited)';
    fake.onRequest = undefined;
    store.advance(121_000);
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.equal(summary.stopped, 'released');
    assert.equal(fake.requests.at(-1)?.status, 409);
    assert.equal(fake.delivered.length, 100);
    const job = store.jobs.get(JOB);
    assert.match(job?.lastError ?? '', /^invalid_idempotent_request/);
    assert.equal(job?.bookmark, 0);
  });
});

Deno.test('429 waits for Retry-After and 5xx backs off, both retried with the same key', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(150));
    fake.failNext({ status: 429, retryAfter: 1 }, { status: 503 }, { status: 500 });
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual(
      fake.requests.map((r) => [r.status, r.idempotencyKey]),
      [
        [429, batchKey(JOB, 1, 100)],
        [503, batchKey(JOB, 1, 100)],
        [500, batchKey(JOB, 1, 100)],
        [200, batchKey(JOB, 1, 100)],
        [200, batchKey(JOB, 101, 150)],
      ],
    );
    // Retry-After: 1 held the next attempt back at least a second.
    const [first, second] = fake.requests;
    assert.ok(first && second && second.at - first.at >= 950);
    assert.equal(summary.sent, 150);
    assert.equal(fake.delivered.length, 150);
  });
});

Deno.test('a provider that stays down: the job is given back with its error, nothing recorded; the next run finishes it', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(120));
    fake.failNext({ status: 502 }, { status: 502 }, { status: 502 });
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings, maxAttempts: 3 });
    assert.equal(summary.stopped, 'released');
    const job = store.jobs.get(JOB);
    assert.equal(job?.status, 'running');
    assert.equal(job?.bookmark, 0);
    assert.match(job?.lastError ?? '', /application_error/);
    store.advance(60_000);
    const again = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual(again.finished, [JOB]);
    assert.equal(fake.delivered.length, 120);
  });
});

Deno.test('suppressed addresses are skipped and counted; never more than the job holds', async () => {
  await withFake(async (fake) => {
    const emails = addresses(10);
    const store = storeFor(emails, { suppressed: ['reader3@example.test', 'reader10@example.test'] });
    // A recipient of another job of the campaign is not this job's to send.
    store.recipientRows.push({
      ...(store.recipientRows[0] as (typeof store.recipientRows)[0]),
      id: 99,
      email: 'other@example.test',
      jobId: 'another-job',
    });
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.equal(summary.sent, 8);
    assert.equal(summary.skipped, 2);
    assert.deepEqual(
      fake.delivered.map((m) => m.to),
      emails.filter((e) => e !== 'reader3@example.test' && e !== 'reader10@example.test'),
    );
    assert.equal(fake.requests[0]?.idempotencyKey, batchKey(JOB, 1, 9));
    const job = store.jobs.get(JOB);
    assert.deepEqual([job?.status, job?.sentCount, job?.skippedCount, job?.bookmark], ['finished', 8, 2, 10]);
  });
});

Deno.test('a campaign with attachments: one message per request with the files, a key per recipient', async () => {
  await withFake(async (fake) => {
    const pdf = new TextEncoder().encode('%PDF-1.7 price list');
    const store = storeFor(addresses(3), {
      campaign: campaign({
        attachments: [
          {
            fileName: 'prices.pdf',
            storagePath: `${WORKSPACE}/${campaign().id}/prices.pdf`,
            contentType: 'application/pdf',
          },
        ],
      }),
      files: { [`${WORKSPACE}/${campaign().id}/prices.pdf`]: pdf },
    });
    await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual(
      fake.requests.map((r) => [r.path, r.idempotencyKey]),
      [1, 2, 3].map((id) => ['/emails', messageKey(JOB, id)]),
    );
    assert.equal(fake.delivered[0]?.attachments?.[0]?.filename, 'prices.pdf');
    assert.equal(atob(fake.delivered[0]?.attachments?.[0]?.content ?? ''), '%PDF-1.7 price list');
    assert.ok(store.recipientRows.every((r) => r.sent));
  });
});

Deno.test('an attachment path that climbs out of the campaign folder: nothing is sent, the job waits with the reason', async () => {
  await withFake(async (fake) => {
    const victim = 'a0a0a0a0-0000-4000-8000-00000000000a/b0b0b0b0-0000-4000-8000-00000000000b/contract.pdf';
    const climbing = `${WORKSPACE}/${campaign().id}/../../${victim}`;
    const downloaded: string[] = [];
    const store = storeFor(addresses(2), {
      campaign: campaign({
        attachments: [{ fileName: 'prices.pdf', storagePath: climbing, contentType: 'application/pdf' }],
      }),
      // Both names answer, as Storage's URL parser would resolve the climbing one to the victim's.
      files: { [climbing]: new TextEncoder().encode('secret'), [victim]: new TextEncoder().encode('secret') },
    });
    const attachment = store.attachment;
    store.attachment = (path) => {
      downloaded.push(path);
      return attachment(path);
    };
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.equal(summary.stopped, 'released');
    assert.deepEqual([fake.requests.length, downloaded, summary.sent], [0, [], 0]);
    assert.match(store.jobs.get(JOB)?.lastError ?? '', /^invalid_attachment_path: /);
    assert.ok(store.recipientRows.every((r) => !r.sent));
  });
});

Deno.test('isInCampaignFolder: only <workspace>/<campaign>/<file name>, whatever a URL parser makes of it', () => {
  const c = campaign().id;
  const inside = (path: string) => isInCampaignFolder(path, WORKSPACE, c);
  assert.equal(inside(`${WORKSPACE}/${c}/prices.pdf`), true);
  assert.equal(inside(`${WORKSPACE}/${c}/0b2c-précios v2.pdf`), true);
  for (const path of [
    `${WORKSPACE}/${c}/../../${WORKSPACE}/other/prices.pdf`,
    `${WORKSPACE}/${c}/..`,
    `${WORKSPACE}/${c}/.`,
    `${WORKSPACE}/${c}/`,
    `${WORKSPACE}/${c}/sub/prices.pdf`,
    `${WORKSPACE}/${c}/..\\..\\x.pdf`,
    `${WORKSPACE}/${c}/%2e%2e/%2e%2e/x.pdf`,
    `${WORKSPACE}/${c}/x.pdf?/../../y.pdf`,
    `${WORKSPACE}/${c}/x.pdf#/../../y.pdf`,
    `${WORKSPACE}/${c}/x\u0000.pdf`,
    `${WORKSPACE}/other/prices.pdf`,
    `other/${c}/prices.pdf`,
    `/${WORKSPACE}/${c}/prices.pdf`,
  ]) {
    assert.equal(inside(path), false, path);
  }
  assert.equal(isInCampaignFolder('x/y/z.pdf', 'x', 'y'), false);
});

Deno.test('a batch refused as invalid goes one by one; the refused message is marked failed with the refusal, the rest sent', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(3));
    fake.failNext({ status: 422 }, { status: 200 }, { status: 422 });
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual([summary.sent, summary.failed], [2, 1]);
    assert.deepEqual(
      store.recipientRows.map((r) => [r.sent, r.failed, r.failureReason]),
      [
        [true, false, null],
        [false, true, 'application_error 422: Scripted failure.'],
        [true, false, null],
      ],
    );
    assert.equal(store.jobs.get(JOB)?.status, 'finished');
  });
});

Deno.test('the time budget gives the job back for the next run', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(1000));
    const summary = await processSendJobs({
      store,
      sender: senderFor(fake),
      settings: { ...settings, ratePerSecond: 10, budgetMs: 250 },
    });
    assert.equal(summary.stopped, 'budget');
    const job = store.jobs.get(JOB);
    assert.equal(job?.status, 'running');
    assert.ok((job?.bookmark ?? 0) < 1000);
    assert.equal(job?.lastError, null);
    const rest = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual(rest.finished, [JOB]);
    assert.equal(fake.delivered.length, 1000);
    assert.equal(deliveries(fake).size, 1000);
  });
});

Deno.test('the shared domain: "<name> via Pitchcraft" from the ASCII slug of the name, Reply-To the job\'s reply_to', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(2), {
      campaign: campaign({
        senderName: 'Panadería "Casa" Verde',
        senderDomain: null,
        replyTo: 'hola@casaverde.example',
      }),
    });
    await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.equal(
      fake.delivered[0]?.from,
      '"Panadería \\"Casa\\" Verde via Pitchcraft" <panaderia-casa-verde@mail.pitchcraft.test>',
    );
    assert.equal(fake.delivered[0]?.replyTo, 'hola@casaverde.example');

    const other = storeFor(addresses(1), {
      campaign: campaign({ senderName: '東京カフェ', senderDomain: null }),
    });
    await processSendJobs({ store: other, sender: senderFor(fake), settings });
    assert.equal(fake.delivered.at(-1)?.from, '"東京カフェ via Pitchcraft" <news@mail.pitchcraft.test>');
  });
});

Deno.test('no shared domain configured: a job without its own domain is paused, nothing sent', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(3), { campaign: campaign({ senderDomain: null }) });
    const summary = await processSendJobs({
      store,
      sender: senderFor(fake),
      settings: { ...settings, sharedDomain: null },
    });
    assert.deepEqual([summary.paused, fake.requests.length], [[JOB], 0]);
    const job = store.jobs.get(JOB);
    assert.deepEqual([job?.status, job?.pauseReason], ['paused', 'sender_domain_not_verified']);
    assert.match(job?.lastError ?? '', /SEND_SHARED_DOMAIN/);
  });
});

Deno.test('Resend refuses the From domain as not verified: the job is paused with the reason, nobody marked failed; resumed, everyone once', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(150));
    fake.unverifiedDomains.add('bluebird.example');
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual(summary.paused, [JOB]);
    assert.equal(summary.stopped, 'idle');
    // The batch refused as a whole is not split into 100 single refusals.
    assert.deepEqual(
      fake.requests.map((r) => [r.path, r.status]),
      [['/emails/batch', 403]],
    );
    const job = store.jobs.get(JOB);
    assert.deepEqual(
      [job?.status, job?.pauseReason, job?.bookmark],
      ['paused', 'sender_domain_not_verified', 0],
    );
    assert.match(job?.lastError ?? '', /bluebird\.example domain is not verified/);
    assert.equal(store.campaignStatus.get(campaign().id), 'paused');
    assert.ok(store.recipientRows.every((r) => !r.failed && !r.sent));
    assert.equal(job?.failedCount, 0);
    // A paused job is never leased.
    assert.deepEqual((await processSendJobs({ store, sender: senderFor(fake), settings })).jobs, []);

    // Verified and resumed (resume_send_job sets it running again).
    fake.unverifiedDomains.clear();
    if (job) job.status = 'running';
    const resumed = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual(resumed.finished, [JOB]);
    assert.equal(fake.delivered.length, 150);
    assert.ok([...deliveries(fake).values()].every((count) => count === 1));
  });
});

Deno.test('a domain refused while sending one by one (attachments): paused at the first refusal, nobody failed', async () => {
  await withFake(async (fake) => {
    const path = `${WORKSPACE}/${campaign().id}/prices.pdf`;
    const store = storeFor(addresses(3), {
      campaign: campaign({ attachments: [{ fileName: 'prices.pdf', storagePath: path, contentType: null }] }),
      files: { [path]: new TextEncoder().encode('%PDF') },
    });
    fake.unverifiedDomains.add('bluebird.example');
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual([summary.paused, summary.failed, fake.requests.length], [[JOB], 0, 1]);
    assert.ok(store.recipientRows.every((r) => !r.failed));
    assert.equal(store.jobs.get(JOB)?.status, 'paused');
  });
});

Deno.test("a job paused meanwhile (the webhook's complaint threshold): the batch in flight is recorded, then the run stops", async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(500));
    fake.onRequest = () => {
      const job = store.jobs.get(JOB);
      if (fake.requests.length === 2 && job) {
        job.status = 'paused';
        job.pauseReason = 'complaints';
      }
    };
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual([summary.paused, summary.sent, fake.requests.length], [[JOB], 200, 2]);
    const job = store.jobs.get(JOB);
    assert.deepEqual(
      [job?.status, job?.pauseReason, job?.bookmark, job?.sentCount],
      ['paused', 'complaints', 200, 200],
    );
    assert.equal(store.recipientRows.filter((r) => r.sent).length, 200);
  });
});

Deno.test('a job paused while its next batch waits for a slot: that batch is not sent', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(500));
    const takeSendSlot = store.takeSendSlot.bind(store);
    let slots = 0;
    store.takeSendSlot = async (rate) => {
      slots += 1;
      // The webhook pauses the job while the second batch waits for its slot.
      const job = store.jobs.get(JOB);
      if (slots === 2 && job) {
        job.status = 'paused';
        job.pauseReason = 'complaints';
      }
      return takeSendSlot(rate);
    };
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual([summary.sent, fake.requests.length], [100, 1]);
    const job = store.jobs.get(JOB);
    assert.deepEqual([job?.status, job?.bookmark, job?.pendingBatch ?? null], ['paused', 100, null]);
  });
});

Deno.test('one rate for the project: two processors on two jobs at once share the slot; apart, they would not', async () => {
  const rate = 5;
  /**
   * Two jobs of 400 recipients sent at once: when each request was allowed to start (what the pacer
   * decides, exact whatever the machine's load) and when each reached the provider.
   */
  const twoAtOnce = async (shared: boolean) => {
    const fake = startFakeResend();
    try {
      const starts: number[] = [];
      /** A slot of the project; each start it gives out noted. */
      const noted = (slots: SendSlots): SendSlots => ({
        take(requestsPerSecond) {
          const wait = slots.take(requestsPerSecond);
          starts.push(performance.now() + wait * 1000);
          return wait;
        },
        hold: (seconds) => slots.hold(seconds),
      });
      const one = noted(memorySendSlots());
      const jobs = ['6f1c2d3e-0000-4000-8000-0000000000a1', '6f1c2d3e-0000-4000-8000-0000000000a2'];
      const summaries = await Promise.all(
        jobs.map((jobId, index) =>
          processSendJobs({
            store: memorySendStore({
              campaign: campaign(),
              workspaceId: WORKSPACE,
              jobId,
              emails: addresses(400).map((e) => `${index}-${e}`),
              slots: shared ? one : noted(memorySendSlots()),
            }),
            sender: senderFor(fake),
            settings: { ...settings, ratePerSecond: rate },
          }),
        ),
      );
      assert.deepEqual(
        summaries.map((s) => s.sent),
        [400, 400],
      );
      return {
        starts: starts.sort((a, b) => a - b),
        arrivals: fake.requests.map((r) => r.at).sort((a, b) => a - b),
      };
    } finally {
      await fake.close();
    }
  };
  const gaps = (times: number[]) => times.slice(1).map((at, i) => at - (times[i] ?? 0));
  const rateOf = (times: number[]) => (times.length - 1) / (((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000);

  const shared = await twoAtOnce(true);
  assert.equal(shared.starts.length, 8);
  // The eight requests of both jobs start on slots one interval apart: 5 a second together. A
  // start the machine delays comes late, never early, so the n-th is at least n intervals in.
  const first = shared.starts[0] ?? 0;
  assert.ok(
    shared.starts.every((at, n) => at - first >= n * (1000 / rate) - 1),
    `starts ${gaps(shared.starts).map((g) => g.toFixed(0))} ms apart`,
  );
  // And so they reach the provider (give or take this machine's jitter).
  assert.ok(rateOf(shared.arrivals) <= rate * 1.1, `arrived at ${rateOf(shared.arrivals).toFixed(2)}/s`);
  // The measure can fail: each job on a slot of its own starts two requests at once, twice the rate.
  const apart = await twoAtOnce(false);
  assert.ok(Math.min(...gaps(apart.starts)) < 1000 / rate / 2);
  assert.ok(rateOf(apart.arrivals) > rate * 1.5, `apart ${rateOf(apart.arrivals).toFixed(2)}/s`);
});

Deno.test('a 429 holds the slot of every job: the other job waits for Retry-After too', async () => {
  await withFake(async (fake) => {
    const slots = memorySendSlots();
    const first = storeFor(addresses(100), { slots });
    const second = memorySendStore({
      campaign: campaign(),
      workspaceId: WORKSPACE,
      jobId: '6f1c2d3e-0000-4000-8000-0000000000a3',
      emails: addresses(100).map((e) => `b-${e}`),
      slots,
    });
    fake.failNext({ status: 429, retryAfter: 1 });
    const started = performance.now();
    const [one] = await Promise.all([
      processSendJobs({ store: first, sender: senderFor(fake), settings }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        processSendJobs({ store: second, sender: senderFor(fake), settings }),
      ),
    ]);
    assert.equal(one.sent, 100);
    assert.equal(fake.requests[0]?.status, 429);
    // Both later requests, the other job's included, went after the Retry-After.
    assert.ok(fake.requests.slice(1).every((r) => r.at - started >= 950));
    assert.equal(fake.delivered.length, 200);
  });
});

Deno.test('the CPU budget: a run stops before a batch that would not fit and gives the job back', async () => {
  await withFake(async (fake) => {
    const store = storeFor(addresses(1000));
    let cpu = 0;
    // Each batch costs 400 ms of (pretend) CPU: two fit in 1,000 ms, a third would not.
    fake.onRequest = () => {
      cpu += 400;
    };
    const summary = await processSendJobs({
      store,
      sender: senderFor(fake),
      settings: { ...settings, cpuBudgetMs: 1000 },
      cpuTime: () => cpu,
    });
    assert.deepEqual(
      [summary.stopped, summary.sent, summary.cpuMs, summary.maxBatchCpuMs],
      ['budget', 200, 800, 400],
    );
    const job = store.jobs.get(JOB);
    assert.deepEqual([job?.status, job?.bookmark, job?.lastError], ['running', 200, null]);
    fake.onRequest = undefined;
    const rest = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.deepEqual(rest.finished, [JOB]);
    assert.equal(deliveries(fake).size, 1000);
  });
});

Deno.test('a large email goes in smaller batches (at most 20 MB of JSON a request), keys by their first and last', async () => {
  await withFake(async (fake) => {
    const html = `<p>${'Spring tune-up week, every brake and gear checked. '.repeat(20_000)}</p><a href="{{unsubscribe_url}}">Unsubscribe</a>`;
    const store = storeFor(addresses(40), { campaign: campaign({ html }) });
    const summary = await processSendJobs({ store, sender: senderFor(fake), settings });
    assert.equal(summary.sent, 40);
    const { batchSize: size, html: sent, text } = prepareCampaign(campaign({ html }), settings);
    assert.equal(size, batchSizeFor(sent, text));
    assert.ok(size > 1 && size < 20, `${size} messages of ${(html.length / 1e6).toFixed(1)} MB`);
    const keys = [];
    for (let first = 1; first <= 40; first += size)
      keys.push(batchKey(JOB, first, Math.min(first + size - 1, 40)));
    assert.deepEqual(
      fake.requests.map((r) => r.idempotencyKey),
      keys,
    );
    assert.ok(keys.length >= 3);
    assert.ok([...deliveries(fake).values()].every((count) => count === 1));
  });
});
