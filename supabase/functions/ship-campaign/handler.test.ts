import assert from 'node:assert/strict';
import type { RefusalCode } from '../_shared/refusals/codes.ts';
import { REFUSAL_MESSAGES } from '../_shared/refusals/messages.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import { bearer } from '../_shared/testing/generation-support.ts';
import { createShipCampaignHandler, type ShipRequest, shipAsCaller } from './handler.ts';

const CAMPAIGN = 'd4a3f6e5-0000-4000-8000-000000000001';
const APP = 'http://app.example:5173';
const USER = bearer({ role: 'authenticated', sub: 'a1b2c3d4-0000-4000-8000-000000000001' });

function setup(ship: (authorization: string, campaignId: string, request: ShipRequest) => Promise<unknown>) {
  const kicked: string[] = [];
  const handler = createShipCampaignHandler({
    env: { SITE_URL: APP, SUPABASE_URL: 'https://project.supabase.co' },
    ship: ship as never,
    kick: (jobId) => kicked.push(jobId),
  });
  const call = (body: unknown, headers: Record<string, string> = { authorization: USER }, method = 'POST') =>
    handler(
      new Request('http://functions.local/ship-campaign', {
        method,
        headers: { 'content-type': 'application/json', origin: APP, ...headers },
        body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      }),
    );
  return { call, kicked };
}

Deno.test('ships as the caller, answers the job, and starts the processor on it', async () => {
  const calls: [string, string][] = [];
  const { call, kicked } = setup(async (authorization, campaignId) => {
    calls.push([authorization, campaignId]);
    return { jobId: 'job-1', totalRecipients: 40, remaining: 960 };
  });
  const response = await call({ campaignId: CAMPAIGN });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('access-control-allow-origin'), APP);
  assert.deepEqual(await response.json(), { jobId: 'job-1', totalRecipients: 40, remaining: 960 });
  assert.deepEqual(calls, [[USER, CAMPAIGN]]);
  assert.deepEqual(kicked, ['job-1']);
});

Deno.test('a send scheduled for later is recorded with its time and not started; a retry of the failed is', async () => {
  const requests: ShipRequest[] = [];
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const { call, kicked } = setup(async (_authorization, _campaignId, request) => {
    requests.push(request);
    return {
      jobId: request.retryFailed ? 'job-retry' : 'job-later',
      totalRecipients: 2,
      remaining: 0,
      scheduledFor: request.scheduledFor ?? null,
      retry: request.retryFailed === true,
    };
  });
  const scheduled = await call({ campaignId: CAMPAIGN, scheduledFor: later });
  assert.equal(scheduled.status, 200);
  assert.equal((await scheduled.json()).scheduledFor, later);
  const retried = await call({ campaignId: CAMPAIGN, retryFailed: true });
  assert.equal((await retried.json()).retry, true);
  assert.deepEqual(requests, [{ scheduledFor: later }, { retryFailed: true }]);
  assert.deepEqual(kicked, ['job-retry']);
  // Not an ISO instant, or both at once: refused before the database.
  for (const body of [
    { campaignId: CAMPAIGN, scheduledFor: 'tomorrow at nine' },
    { campaignId: CAMPAIGN, scheduledFor: '2027-01-01T09:00' },
    { campaignId: CAMPAIGN, scheduledFor: later, retryFailed: true },
    { campaignId: CAMPAIGN, retryFailed: 'yes' },
  ]) {
    const response = await call(body);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.equal((await response.json()).error.code, 'invalid_request');
  }
  assert.equal(requests.length, 2);
});

Deno.test('a subject test is passed on as asked, now or scheduled; a malformed one or one with a retry is refused', async () => {
  const requests: ShipRequest[] = [];
  const { call, kicked } = setup(async (_authorization, _campaignId, request) => {
    requests.push(request);
    return { jobId: 'job-a', totalRecipients: 40, remaining: 0, scheduledFor: null, retry: false };
  });
  const subjectTest = {
    variants: [{ subject: 'A' }, { subject: 'B', preheader: 'Pre' }],
    testShare: 20,
    waitHours: 4,
    measure: 'clicks',
  };
  const response = await call({ campaignId: CAMPAIGN, subjectTest });
  assert.equal(response.status, 200);
  assert.deepEqual(requests, [{ subjectTest }]);
  assert.deepEqual(kicked, ['job-a']);
  for (const body of [
    { campaignId: CAMPAIGN, subjectTest: { ...subjectTest, variants: [{ subject: 'A' }] } },
    { campaignId: CAMPAIGN, subjectTest: { ...subjectTest, measure: 'replies' } },
    { campaignId: CAMPAIGN, subjectTest: { ...subjectTest, testShare: '20' } },
    { campaignId: CAMPAIGN, subjectTest, retryFailed: true },
  ]) {
    const refused = await call(body);
    assert.equal(refused.status, 400, JSON.stringify(body));
    assert.equal((await refused.json()).error.code, 'invalid_request');
  }
  assert.equal(requests.length, 1);
});

Deno.test("the database's refusals keep their codes, with 409 or 422 and the catalog's sentence in the caller's language", async () => {
  const cases: [RefusalCode, number][] = [
    ['campaign_not_ready', 409],
    ['no_payment', 409],
    ['no_recipients_left', 409],
    ['no_recipients', 409],
    ['sender_required', 422],
    ['sender_domain_not_owned', 422],
    ['sender_domain_not_verified', 422],
    ['reply_to_required', 422],
    ['subject_required', 422],
    ['postal_address_required', 422],
    ['postal_address_missing_from_email', 422],
    ['unsubscribe_link_missing', 422],
    ['attachments_too_large', 422],
    ['campaign_not_found', 404],
    ['invalid_schedule', 422],
    ['send_in_progress', 409],
    ['no_failed_recipients', 409],
  ];
  const spanish = new Set<string>();
  for (const [code, status] of cases) {
    const { call, kicked } = setup(() => Promise.reject(new Refusal(code)));
    const response = await call({ campaignId: CAMPAIGN, locale: 'es' });
    assert.equal(response.status, status, code);
    const body = await response.json();
    assert.equal(body.error.code, code);
    assert.equal(body.error.message, REFUSAL_MESSAGES.es[code]);
    spanish.add(body.error.message);
    assert.deepEqual(kicked, []);
  }
  assert.equal(spanish.size, cases.length, 'a sentence of its own for each refusal');
  const { call } = setup(() => Promise.reject(new Refusal('sender_required')));
  assert.equal(
    (await (await call({ campaignId: CAMPAIGN, locale: 'es' })).json()).error.message,
    'La información del remitente no puede estar vacía',
  );
  assert.equal(
    (await (await call({ campaignId: CAMPAIGN })).json()).error.message,
    'The sender information cannot be empty',
  );
});

Deno.test('refused before the database: no user token, a bad body, another method', async () => {
  let shipped = 0;
  const { call } = setup(async () => {
    shipped += 1;
    return {};
  });
  assert.equal((await call({ campaignId: CAMPAIGN }, { authorization: '' })).status, 401);
  assert.equal(
    (await call({ campaignId: CAMPAIGN }, { authorization: bearer({ role: 'anon' }) })).status,
    401,
  );
  assert.equal(
    (await call({ campaignId: CAMPAIGN }, { authorization: bearer({ role: 'service_role' }) })).status,
    401,
  );
  assert.equal((await call('{nope')).status, 400);
  assert.equal((await call({ campaignId: 'nope' })).status, 400);
  assert.equal((await call({}, undefined, 'GET')).status, 405);
  const console_error = console.error;
  console.error = () => {};
  try {
    const failing = setup(() => Promise.reject(new Error('database down')));
    const response = await failing.call({ campaignId: CAMPAIGN });
    assert.equal(response.status, 500);
    assert.equal((await response.json()).error.code, 'unexpected');
  } finally {
    console.error = console_error;
  }
  assert.equal(shipped, 0);
});

Deno.test("shipAsCaller: the database's refusals from PostgREST (message = catalog code) become a Refusal", async () => {
  const answers: Record<string, { status: number; body: unknown }> = {
    sender_domain_not_verified: {
      status: 422,
      body: { code: 'PT422', message: 'sender_domain_not_verified' },
    },
    campaign_not_found: { status: 404, body: { code: 'PT404', message: 'campaign_not_found' } },
    something_else: { status: 400, body: { code: 'P0001', message: 'something_else' } },
  };
  let next = 'sender_domain_not_verified';
  const seen: string[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    seen.push(`${new URL(request.url).pathname} ${await request.text()}`);
    const answer = answers[next] as { status: number; body: unknown };
    return Response.json(answer.body, { status: answer.status });
  });
  try {
    const ship = shipAsCaller({
      SUPABASE_URL: `http://127.0.0.1:${server.addr.port}`,
      SUPABASE_ANON_KEY: 'anon',
    });
    for (const code of ['sender_domain_not_verified', 'campaign_not_found']) {
      next = code;
      const error = await ship(USER, CAMPAIGN).catch((e) => e);
      assert.ok(error instanceof Refusal, code);
      assert.equal(error.code, code);
    }
    next = 'something_else';
    const other = await ship(USER, CAMPAIGN).catch((e) => e);
    assert.ok(!(other instanceof Refusal));
    // The time goes to ship_campaign; a retry calls retry_failed_recipients.
    seen.length = 0;
    await ship(USER, CAMPAIGN, { scheduledFor: '2027-01-01T09:00:00.000Z' }).catch(() => {});
    await ship(USER, CAMPAIGN, { retryFailed: true }).catch(() => {});
    assert.deepEqual(seen, [
      `/rest/v1/rpc/ship_campaign {"campaign_id":"${CAMPAIGN}","scheduled_for":"2027-01-01T09:00:00.000Z"}`,
      `/rest/v1/rpc/retry_failed_recipients {"campaign_id":"${CAMPAIGN}"}`,
    ]);
  } finally {
    await server.shutdown();
  }
  const { call } = setup(() => Promise.reject(new Refusal('sender_domain_not_verified')));
  const response = await call({ campaignId: CAMPAIGN, locale: 'es' });
  assert.equal(response.status, 422);
  assert.equal((await response.json()).error.message, REFUSAL_MESSAGES.es.sender_domain_not_verified);
});

Deno.test("the browser's preflight is answered (hosted Supabase passes OPTIONS to the function)", async () => {
  const { call } = setup(() => Promise.reject(new Error('not shipped')));
  const response = await call(undefined, { 'access-control-request-method': 'POST' }, 'OPTIONS');
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('access-control-allow-origin'), APP);
  assert.match(response.headers.get('access-control-allow-headers') ?? '', /authorization/);
});
