import assert from 'node:assert/strict';
import { createResendSender } from '../_shared/email/send/resend-sender.ts';
import { startFakeResend } from '../_shared/testing/fake-resend.ts';
import { memorySendStore } from '../_shared/testing/send-memory-store.ts';
import { createProcessSendJobsHandler } from './handler.ts';

const JOB = '6f1c2d3e-0000-4000-8000-0000000000aa';
const SERVICE_KEY = 'service-role-key-for-tests';

function setup(env: Record<string, string> = {}, emails = ['ana@example.test', 'bo@example.test']) {
  const kicked: (string | null)[] = [];
  const fake = startFakeResend();
  const store = memorySendStore({
    campaign: {
      id: 'd4a3f6e5-0000-4000-8000-000000000001',
      html: '<a href="{{unsubscribe_url}}">x</a>',
      subject: 'Hello',
      senderName: 'Bluebird Bikes',
      senderDomain: 'bluebird.example',
      replyTo: null,
      slug: null,
      attachments: [],
    },
    workspaceId: 'b2e1d4c3-0000-4000-8000-000000000001',
    jobId: JOB,
    emails,
  });
  const handler = createProcessSendJobsHandler({
    env: {
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
      SEND_RATE_PER_SECOND: '50',
      ...env,
    },
    store: () => store,
    sender: () => createResendSender({ apiKey: 're_test', baseUrl: fake.baseUrl }),
    kick: (jobId) => kicked.push(jobId),
  });
  const call = (headers: Record<string, string>, body?: string, method = 'POST') =>
    handler(new Request('http://functions.local/process-send-jobs', { method, headers, body }));
  return { fake, store, call, kicked };
}

Deno.test('the service role key runs due jobs and answers what was done', async () => {
  const { fake, store, call } = setup();
  try {
    const response = await call({ Authorization: `Bearer ${SERVICE_KEY}` }, JSON.stringify({ jobId: JOB }));
    assert.equal(response.status, 200);
    const summary = await response.json();
    assert.deepEqual([summary.finished, summary.sent, summary.stopped], [[JOB], 2, 'idle']);
    assert.equal(store.jobs.get(JOB)?.status, 'finished');
    assert.equal(fake.delivered.length, 2);
  } finally {
    await fake.close();
  }
});

Deno.test('a run that stops at its budget with work left starts the next run itself; a finished one does not', async () => {
  const addresses = Array.from({ length: 1000 }, (_, i) => `reader${i}@example.test`);
  const { fake, store, call, kicked } = setup(
    { SEND_RATE_PER_SECOND: '10', SEND_PROCESSOR_BUDGET_SECONDS: '0.15' },
    addresses,
  );
  try {
    const summary = await (await call({ Authorization: `Bearer ${SERVICE_KEY}` })).json();
    assert.equal(summary.stopped, 'budget');
    assert.ok((store.jobs.get(JOB)?.bookmark ?? 0) < 1000);
    assert.deepEqual(kicked, [JOB]);
  } finally {
    await fake.close();
  }
  const done = setup();
  try {
    await done.call({ Authorization: `Bearer ${SERVICE_KEY}` });
    assert.deepEqual(done.kicked, []);
  } finally {
    await done.fake.close();
  }
  // A budget too small for a single batch: nothing moved, so no run is started (no loop of kicks).
  const stuck = setup({ SEND_PROCESSOR_BUDGET_SECONDS: '0.000001' });
  try {
    const summary = await (await stuck.call({ Authorization: `Bearer ${SERVICE_KEY}` })).json();
    assert.deepEqual([summary.stopped, summary.sent], ['budget', 0]);
    assert.deepEqual(stuck.kicked, []);
  } finally {
    await stuck.fake.close();
  }
});

Deno.test('a secret API key (SUPABASE_SECRET_KEYS, any of them) is accepted like the service role key', async () => {
  const secrets = JSON.stringify({ default: 'sb_secret_default', scheduler: 'sb_secret_scheduler' });
  for (const [env, key] of [
    [{ SUPABASE_SECRET_KEYS: secrets }, 'sb_secret_default'],
    [{ SUPABASE_SECRET_KEYS: secrets }, 'sb_secret_scheduler'],
    // A project with both kinds accepts the legacy key too, until it is turned off.
    [{ SUPABASE_SECRET_KEYS: secrets }, SERVICE_KEY],
    // Legacy keys turned off: only the secret keys.
    [{ SUPABASE_SECRET_KEYS: secrets, SUPABASE_SERVICE_ROLE_KEY: '' }, 'sb_secret_default'],
  ] as const) {
    const { fake, store, call } = setup(env);
    try {
      assert.equal((await call({ Authorization: `Bearer ${key}` })).status, 200, key);
      assert.equal(store.jobs.get(JOB)?.status, 'finished', key);
    } finally {
      await fake.close();
    }
  }
  const { fake, store, call } = setup({ SUPABASE_SECRET_KEYS: secrets, SUPABASE_SERVICE_ROLE_KEY: '' });
  try {
    for (const key of [SERVICE_KEY, 'sb_secret_defaul', 'sb_publishable_default', secrets]) {
      assert.equal((await call({ Authorization: `Bearer ${key}` })).status, 401, key);
    }
    assert.equal(store.jobs.get(JOB)?.status, 'queued');
  } finally {
    await fake.close();
  }
});

Deno.test('the processor secret header is accepted when set; nothing else is', async () => {
  const { fake, store, call } = setup({ SEND_PROCESSOR_SECRET: 'cron-secret-123' });
  try {
    const refused: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer anon-or-user-token' },
      { Authorization: `Bearer ${SERVICE_KEY}x` },
      { 'X-Send-Processor-Secret': 'cron-secret-12' },
      { 'X-Send-Processor-Secret': '' },
    ];
    for (const headers of refused) {
      const response = await call(headers);
      assert.equal(response.status, 401, JSON.stringify(headers));
      assert.equal((await response.json()).error.code, 'unauthorized');
    }
    assert.equal(fake.requests.length, 0);
    assert.equal(store.jobs.get(JOB)?.status, 'queued');
    assert.equal((await call({ 'X-Send-Processor-Secret': 'cron-secret-123' })).status, 200);
    assert.equal(store.jobs.get(JOB)?.status, 'finished');
  } finally {
    await fake.close();
  }
});

Deno.test('without SEND_PROCESSOR_SECRET the header opens nothing; bad bodies and methods are refused', async () => {
  const { fake, call } = setup();
  try {
    assert.equal((await call({ 'X-Send-Processor-Secret': '' })).status, 401);
    const auth = { Authorization: `Bearer ${SERVICE_KEY}` };
    assert.equal((await call(auth, '{nope')).status, 400);
    assert.equal((await call(auth, JSON.stringify({ jobId: 'job-1' }))).status, 400);
    assert.equal((await call(auth, undefined, 'GET')).status, 405);
    assert.equal(fake.requests.length, 0);
  } finally {
    await fake.close();
  }
});
