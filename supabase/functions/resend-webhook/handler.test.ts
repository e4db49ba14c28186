import assert from 'node:assert/strict';
import { Webhook } from 'svix';
import type { SenderDomainRow } from '../_shared/sender-domains/store.ts';
import { type MemoryEventStore, memoryRecipientEventStore } from '../_shared/testing/memory-event-store.ts';
import type { IncomingEvent, IngestOutcome } from '../_shared/webhooks/event-store.ts';
import { LOCAL_RESEND_WEBHOOK_SECRET, type ResendEvent } from '../_shared/webhooks/resend-events.ts';
import { createResendWebhookHandler } from './handler.ts';

const SECRET = 'whsec_dGVzdC1zZWNyZXQtZm9yLXJlc2VuZC13ZWJob29r';
const OTHER_SECRET = 'whsec_c29tZW9uZS1lbHNlcy1zZWNyZXQtMTIzNDU2Nzg=';
const ENV = { SUPABASE_URL: 'https://project.supabase.co', RESEND_WEBHOOK_SECRET: SECRET };
const ADDRESS = 'ana@example.test';
const MESSAGE_ID = 'email_4ef9a417-02e9-4d39-ad75-9611e0fcc33c';

let sequence = 0;
const nextId = () => `msg_test_${++sequence}_${crypto.randomUUID().slice(0, 8)}`;

function resendEvent(type: string, data: Partial<ResendEvent['data']> = {}, createdAt = new Date()) {
  return {
    type,
    created_at: createdAt.toISOString(),
    data: {
      email_id: MESSAGE_ID,
      from: 'Harbor & Pine <news@harborpine.example>',
      to: [ADDRESS],
      subject: 'Spring tune-up week',
      created_at: createdAt.toISOString(),
      ...data,
    },
  };
}

interface Signing {
  id?: string;
  secret?: string;
  timestamp?: Date;
}

function signedRequest(
  event: unknown,
  { id = nextId(), secret = SECRET, timestamp = new Date() }: Signing = {},
) {
  const payload = JSON.stringify(event);
  return new Request('http://functions.local/resend-webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'svix-signature': new Webhook(secret).sign(id, timestamp, payload),
    },
    body: payload,
  });
}

function setup(env: Record<string, string> = ENV, store: MemoryEventStore = memoryRecipientEventStore()) {
  const handler = createResendWebhookHandler({ env, store: () => store });
  const deliver = async (event: unknown, signing: Signing = {}) => {
    const response = await handler(signedRequest(event, signing));
    return { status: response.status, body: await response.json() };
  };
  return { store, handler, deliver };
}

const flagsOf = (store: MemoryEventStore, messageId = MESSAGE_ID): string[] =>
  [...(store.recipients.get(messageId)?.flags ?? [])].sort();

Deno.test('a bad signature is refused with 400 and nothing is written', async () => {
  const { store, handler, deliver } = setup();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  const event = resendEvent('email.complained');

  const forged = await deliver(event, { secret: OTHER_SECRET });
  assert.equal(forged.status, 400);
  assert.equal(forged.body.error.code, 'invalid_signature');

  const signed = signedRequest(event);
  const tampered = new Request(signed.url, {
    method: 'POST',
    headers: signed.headers,
    body: JSON.stringify(resendEvent('email.complained', { email_id: 'email_someone_else' })),
  });
  assert.equal((await handler(tampered)).status, 400);

  const renamed = new Headers(signed.headers);
  renamed.set('svix-id', nextId());
  const otherId = new Request(signed.url, { method: 'POST', headers: renamed, body: JSON.stringify(event) });
  assert.equal((await handler(otherId)).status, 400);

  const unsigned = new Request(signed.url, { method: 'POST', body: JSON.stringify(event) });
  const missing = await handler(unsigned);
  assert.equal(missing.status, 400);
  assert.match((await missing.json()).error.message, /svix-id/);

  assert.equal(store.webhookEvents.size, 0);
  assert.equal(store.events.size, 0);
  assert.deepEqual(flagsOf(store), []);
  assert.equal(store.suppressed.size, 0);
});

Deno.test('a signature older or newer than five minutes is refused', async () => {
  const { store, deliver } = setup();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  const sixMinutes = 6 * 60 * 1000;
  const old = await deliver(resendEvent('email.delivered'), { timestamp: new Date(Date.now() - sixMinutes) });
  assert.equal(old.status, 400);
  assert.equal(old.body.error.code, 'invalid_signature');
  const future = await deliver(resendEvent('email.delivered'), {
    timestamp: new Date(Date.now() + sixMinutes),
  });
  assert.equal(future.status, 400);
  assert.deepEqual(flagsOf(store), []);

  // Within the tolerance it is accepted, however old the event itself is.
  const fourMinutes = 4 * 60 * 1000;
  const recent = await deliver(resendEvent('email.delivered', {}, new Date(Date.now() - 86_400_000)), {
    timestamp: new Date(Date.now() - fourMinutes),
  });
  assert.deepEqual(recent, { status: 200, body: { received: true, outcome: 'recorded' } });
});

Deno.test('only POST is answered', async () => {
  const { handler } = setup();
  const response = await handler(new Request('http://functions.local/resend-webhook'));
  assert.equal(response.status, 405);
  assert.equal(response.headers.get('allow'), 'POST');
});

Deno.test('each event type turns its flag on, and the event is stored once', async () => {
  const { store, deliver } = setup();
  const types = {
    'email.sent': 'sent',
    'email.delivered': 'delivered',
    'email.delivery_delayed': 'delivery_delayed',
    'email.opened': 'opened',
    'email.clicked': 'clicked',
    'email.bounced': 'bounced',
    'email.complained': 'complained',
    'email.failed': 'failed',
  };
  for (const [resendType, flag] of Object.entries(types)) {
    const messageId = `email_${flag}`;
    store.addRecipient(`${flag}@example.test`, messageId);
    const id = nextId();
    const answer = await deliver(resendEvent(resendType, { email_id: messageId }), { id });
    assert.deepEqual(answer, { status: 200, body: { received: true, outcome: 'recorded' } }, resendType);
    assert.ok(flagsOf(store, messageId).includes(flag), resendType);
    assert.equal(store.events.get(id)?.messageId, messageId);
    assert.equal((store.events.get(id)?.payload as { type: string } | undefined)?.type, resendType);
  }
  // A failed send was never sent.
  assert.deepEqual(flagsOf(store, 'email_failed'), ['failed']);
});

Deno.test('a replayed event (same svix-id) answers 200 duplicate and changes nothing', async () => {
  const { store, deliver } = setup();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  const id = nextId();
  const event = resendEvent('email.clicked', { click: { link: 'https://shop.example/sale' } });
  assert.equal((await deliver(event, { id })).body.outcome, 'recorded');
  const replay = await deliver(event, { id });
  assert.deepEqual(replay, { status: 200, body: { received: true, duplicate: true } });
  assert.equal(store.events.size, 1);
  assert.deepEqual(flagsOf(store), ['clicked', 'sent']);
});

/** The memory store, with each call to ingestEvents logged (its events' ids) and answered by `answer`. */
function countedStore(
  answer?: (events: IncomingEvent[], store: MemoryEventStore) => Promise<IngestOutcome[]>,
) {
  const store = memoryRecipientEventStore();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  const calls: string[][] = [];
  const counted: MemoryEventStore = {
    ...store,
    beginEvent(...args) {
      calls.push(['beginEvent']);
      return store.beginEvent(...args);
    },
    finishEvent(...args) {
      calls.push(['finishEvent']);
      return store.finishEvent(...args);
    },
    ingestEvents(events) {
      calls.push(events.map((event) => event.eventId));
      return answer ? answer(events, store) : store.ingestEvents.call(this, events);
    },
  };
  return { store, counted, calls };
}

Deno.test('an email event, a replay and an ignored type each take one call to the store', async () => {
  const { store, counted, calls } = countedStore();
  const { deliver } = setup(ENV, counted);
  const id = nextId();
  const other = nextId();
  assert.equal((await deliver(resendEvent('email.opened'), { id })).body.outcome, 'recorded');
  assert.equal((await deliver(resendEvent('email.opened'), { id })).body.duplicate, true);
  assert.equal((await deliver(resendEvent('contact.created'), { id: other })).body.outcome, 'ignored');
  assert.deepEqual(calls, [[id], [id], [other]]);
  assert.equal(store.webhookEvents.get(id)?.processed, true);
});

Deno.test('deliveries that arrive together share one call to the store, each answered for itself', async () => {
  const { store, counted, calls } = countedStore();
  store.addRecipient('ben@example.test', 'email_ben');
  const handler = createResendWebhookHandler({
    env: ENV,
    store: () => counted,
    gather: { waitMs: 50, maxBatch: 100 },
  });
  const send = async (event: unknown, id = nextId()) => {
    const response = await handler(signedRequest(event, { id }));
    return { status: response.status, body: await response.json() };
  };
  const opened = nextId();
  const answers = await Promise.all([
    send(resendEvent('email.opened'), opened),
    send(resendEvent('email.delivered', { email_id: 'email_ben', to: ['ben@example.test'] })),
    send(resendEvent('email.opened'), opened),
    send(resendEvent('email.clicked', { email_id: 'email_not_stored_yet' })),
    send(resendEvent('contact.created')),
  ]);
  assert.equal(calls.length, 1);
  assert.equal(calls[0]?.length, 5);
  assert.deepEqual(answers, [
    { status: 200, body: { received: true, outcome: 'recorded' } },
    { status: 200, body: { received: true, outcome: 'recorded' } },
    { status: 200, body: { received: true, duplicate: true } },
    {
      status: 409,
      body: { error: { code: 'unknown_message', message: 'No email has this id yet; Resend will retry.' } },
    },
    { status: 200, body: { received: true, outcome: 'ignored' } },
  ]);
  assert.deepEqual(flagsOf(store), ['opened', 'sent']);
  assert.deepEqual(flagsOf(store, 'email_ben'), ['delivered', 'sent']);
});

Deno.test('a failed call answers 500 to every delivery it carried, and their retries are recorded', async () => {
  let failures = 1;
  const { store, counted, calls } = countedStore((events, memory) =>
    failures-- > 0 ? Promise.reject(new Error('database unavailable')) : memory.ingestEvents(events),
  );
  const handler = createResendWebhookHandler({
    env: ENV,
    store: () => counted,
    gather: { waitMs: 50, maxBatch: 100 },
  });
  const events = [resendEvent('email.delivered'), resendEvent('email.opened'), resendEvent('email.clicked')];
  const ids = events.map(() => nextId());
  const send = (index: number) => handler(signedRequest(events[index], { id: ids[index] }));
  const failed = await Promise.all(events.map((_, index) => send(index)));
  assert.deepEqual(
    failed.map((response) => response.status),
    [500, 500, 500],
  );
  assert.equal(calls.length, 1);
  assert.deepEqual(flagsOf(store), []);
  assert.equal(store.events.size, 0);
  const retried = await Promise.all(events.map((_, index) => send(index)));
  assert.deepEqual(
    await Promise.all(retried.map((response) => response.json())),
    events.map(() => ({ received: true, outcome: 'recorded' })),
  );
  assert.deepEqual(flagsOf(store), ['clicked', 'delivered', 'opened', 'sent']);
  assert.equal(calls.length, 2);
});

Deno.test('a duplicate event (another id, the same message and type) leaves the flags as they were', async () => {
  const { store, deliver } = setup();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  await deliver(resendEvent('email.opened'));
  const before = flagsOf(store);
  const again = await deliver(resendEvent('email.opened'));
  assert.deepEqual(again, { status: 200, body: { received: true, outcome: 'recorded' } });
  assert.deepEqual(flagsOf(store), before);
  // Both openings are kept as events (analytics count them), the recipient once opened.
  assert.equal(store.events.size, 2);
});

Deno.test('events out of order: a late delivered never unsets opened', async () => {
  const { store, deliver } = setup();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  const start = Date.now() - 60_000;
  const at = (seconds: number) => new Date(start + seconds * 1000);
  await deliver(resendEvent('email.opened', {}, at(30)));
  await deliver(resendEvent('email.clicked', { click: { link: 'https://shop.example' } }, at(40)));
  assert.deepEqual(flagsOf(store), ['clicked', 'opened', 'sent']);
  await deliver(resendEvent('email.delivered', {}, at(10)));
  await deliver(resendEvent('email.sent', {}, at(0)));
  assert.deepEqual(flagsOf(store), ['clicked', 'delivered', 'opened', 'sent']);
  assert.equal(store.recipients.get(MESSAGE_ID)?.lastEventAt, at(40).toISOString());
});

Deno.test('a permanent bounce suppresses the address; a transient one does not', async () => {
  const { store, deliver } = setup();
  store.addRecipient('soft@example.test', 'email_soft');
  store.addRecipient(ADDRESS, MESSAGE_ID);
  await deliver(
    resendEvent('email.bounced', {
      email_id: 'email_soft',
      bounce: { type: 'Transient', subType: 'MailboxFull', message: 'Mailbox full' },
    }),
  );
  assert.ok(flagsOf(store, 'email_soft').includes('bounced'));
  assert.equal(store.suppressed.has('soft@example.test'), false);
  assert.equal([...store.events.values()][0]?.permanentBounce, false);

  await deliver(
    resendEvent('email.bounced', {
      bounce: { type: 'Permanent', subType: 'General', message: 'The address does not exist' },
    }),
  );
  assert.equal(store.suppressed.get(ADDRESS), 'bounced');
});

Deno.test('a complaint suppresses the address', async () => {
  const { store, deliver } = setup();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  await deliver(resendEvent('email.delivered'));
  assert.equal(store.suppressed.size, 0);
  assert.equal((await deliver(resendEvent('email.complained'))).body.outcome, 'recorded');
  assert.equal(store.suppressed.get(ADDRESS), 'complained');
  assert.ok(flagsOf(store).includes('complained'));
});

Deno.test('a recent event of an unknown message id answers 409, so Resend retries it; the retry once the id is stored is recorded', async () => {
  const { store, deliver } = setup();
  const id = nextId();
  const event = resendEvent('email.complained', { email_id: 'email_not_stored_yet' });
  const early = await deliver(event, { id });
  assert.equal(early.status, 409);
  assert.equal(early.body.error.code, 'unknown_message');
  assert.equal(store.events.size, 0);
  // The sender stores the id after Resend answered; Resend's retry of the same event then lands.
  store.addRecipient(ADDRESS, 'email_not_stored_yet');
  assert.equal((await deliver(event, { id })).body.outcome, 'recorded');
  assert.equal(store.suppressed.get(ADDRESS), 'complained');
});

Deno.test('an event over an hour old of an unknown message id is acknowledged and ignored (not ours)', async () => {
  const { store, deliver } = setup();
  const id = nextId();
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const event = resendEvent('email.delivered', { email_id: 'email_not_ours' }, twoHoursAgo);
  assert.deepEqual(await deliver(event, { id }), {
    status: 200,
    body: { received: true, outcome: 'ignored', reason: 'unknown_message' },
  });
  assert.equal(store.events.size, 0);
  // Finished: a redelivery is a duplicate, not another look.
  assert.deepEqual((await deliver(event, { id })).body, { received: true, duplicate: true });
});

Deno.test('other event types and events without an email id are acknowledged and ignored', async () => {
  const { store, deliver } = setup();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  assert.equal((await deliver(resendEvent('contact.created'))).body.outcome, 'ignored');
  assert.equal((await deliver(resendEvent('email.received'))).body.outcome, 'ignored');
  assert.equal((await deliver({ type: 'email.opened', created_at: '', data: {} })).body.outcome, 'ignored');
  const garbage = await deliver(['not', 'an', 'event']);
  assert.equal(garbage.status, 400);
  assert.equal(garbage.body.error.code, 'invalid_payload');
  assert.deepEqual(flagsOf(store), []);
});

Deno.test('a failure answers 500 and the retry of the same event is recorded', async () => {
  const store = memoryRecipientEventStore();
  store.addRecipient(ADDRESS, MESSAGE_ID);
  let failures = 1;
  const flaky: MemoryEventStore = {
    ...store,
    recordEvent: (event) =>
      failures-- > 0 ? Promise.reject(new Error('database unavailable')) : store.recordEvent(event),
  };
  const handler = createResendWebhookHandler({ env: ENV, store: () => flaky });
  const id = nextId();
  const event = resendEvent('email.opened');
  const failed = await handler(signedRequest(event, { id }));
  assert.equal(failed.status, 500);
  assert.deepEqual(flagsOf(store), []);
  const retry = await handler(signedRequest(event, { id }));
  assert.deepEqual(await retry.json(), { received: true, outcome: 'recorded' });
  assert.deepEqual(flagsOf(store), ['opened', 'sent']);
});

Deno.test('the local secret is trusted only on a loopback stack sending through its outbox', async () => {
  const localEvent = () => resendEvent('email.delivered');
  const local = setup({ SUPABASE_URL: 'http://127.0.0.1:54321', RESEND_API_KEY: 're_local_outbox' });
  local.store.addRecipient(ADDRESS, MESSAGE_ID);
  assert.equal((await local.deliver(localEvent(), { secret: LOCAL_RESEND_WEBHOOK_SECRET })).status, 200);
  const keyless = setup({ SUPABASE_URL: 'http://localhost:54321' });
  keyless.store.addRecipient(ADDRESS, MESSAGE_ID);
  assert.equal((await keyless.deliver(localEvent(), { secret: LOCAL_RESEND_WEBHOOK_SECRET })).status, 200);

  const deployed = setup({ SUPABASE_URL: 'https://project.supabase.co' });
  deployed.store.addRecipient(ADDRESS, MESSAGE_ID);
  const refused = await deployed.deliver(localEvent(), { secret: LOCAL_RESEND_WEBHOOK_SECRET });
  assert.equal(refused.status, 500);
  assert.equal(refused.body.error.code, 'webhook_not_configured');

  const keyed = setup({ SUPABASE_URL: 'http://127.0.0.1:54321', RESEND_API_KEY: 're_live_key' });
  keyed.store.addRecipient(ADDRESS, MESSAGE_ID);
  assert.equal((await keyed.deliver(localEvent(), { secret: LOCAL_RESEND_WEBHOOK_SECRET })).status, 500);

  // A configured secret replaces the local one, even on loopback.
  const configured = setup({ SUPABASE_URL: 'http://127.0.0.1:54321', RESEND_WEBHOOK_SECRET: SECRET });
  configured.store.addRecipient(ADDRESS, MESSAGE_ID);
  assert.equal((await configured.deliver(localEvent(), { secret: LOCAL_RESEND_WEBHOOK_SECRET })).status, 400);
  assert.deepEqual(flagsOf(deployed.store), []);
  assert.deepEqual(flagsOf(keyed.store), []);
  assert.deepEqual(flagsOf(configured.store), []);
});

const PROVIDER_ID = 'd91cd9bd-1176-453e-8fc1-35364d380206';

/** A sender_domains row as the function stored it after add. */
function senderDomain(store: MemoryEventStore, providerId = PROVIDER_ID) {
  const row: SenderDomainRow = {
    id: crypto.randomUUID(),
    workspace_id: 'c0a5a000-0000-4000-8000-000000000001',
    client_id: null,
    name: 'mail.casa-verde.com',
    status: 'pending',
    records: [],
    provider_id: providerId,
    region: 'us-east-1',
    checked_at: '2026-11-26T10:00:00.000Z',
    verified_at: null,
    created_by: null,
    created_at: '2026-11-26T09:59:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
  };
  store.senderDomains.set(row.id, row);
  return row;
}

/** Resend's domain.updated payload (resend.com/docs/webhooks/domains/updated). */
function domainEvent(type: string, status: string, createdAt = '2026-11-26T10:05:00.000Z', id = PROVIDER_ID) {
  const record = (name: string, recordType: string, value: string, priority?: number) => ({
    record: name.startsWith('resend') ? 'DKIM' : 'SPF',
    name,
    type: recordType,
    ttl: 'Auto',
    status,
    value,
    ...(priority ? { priority } : {}),
  });
  return {
    type,
    created_at: createdAt,
    data: {
      id,
      name: 'mail.casa-verde.com',
      status,
      created_at: '2026-11-26T09:59:00.000000+00:00',
      region: 'us-east-1',
      records: [
        record('send.mail', 'MX', 'feedback-smtp.us-east-1.amazonses.com', 10),
        record('send.mail', 'TXT', '"v=spf1 include:amazonses.com ~all"'),
        record('resend._domainkey.mail', 'TXT', 'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDsc4'),
      ],
    },
  };
}

Deno.test('domain.updated stores the status and records of the domain with that provider id', async () => {
  const { store, deliver } = setup();
  const row = senderDomain(store);
  const other = senderDomain(store, 'another-provider-id');
  const verified = await deliver(domainEvent('domain.updated', 'verified'));
  assert.deepEqual(verified, { status: 200, body: { received: true, outcome: 'recorded' } });
  assert.equal(row.status, 'verified');
  assert.equal(row.verified_at, '2026-11-26T10:05:00.000Z');
  assert.equal(row.checked_at, '2026-11-26T10:05:00.000Z');
  assert.deepEqual(
    row.records.map((record: { name: string; status: string; priority?: number }) => [
      record.name,
      record.status,
      record.priority,
    ]),
    [
      ['send.mail', 'verified', 10],
      ['send.mail', 'verified', undefined],
      ['resend._domainkey.mail', 'verified', undefined],
    ],
  );
  assert.equal(other.status, 'pending');

  // Later it fails (a record removed from the DNS): failed, verified_at kept as when it was verified.
  await deliver(domainEvent('domain.updated', 'failed', '2026-11-26T11:00:00.000Z'));
  assert.equal(row.status, 'failed');
  assert.equal(row.verified_at, '2026-11-26T10:05:00.000Z');
  // Resend's partial statuses are stored as Pitchcraft's.
  await deliver(domainEvent('domain.updated', 'partially_verified', '2026-11-26T11:30:00.000Z'));
  assert.equal(row.status, 'pending');
});

Deno.test('domain events out of order, replayed, for unknown domains, or deleted', async () => {
  const { store, deliver } = setup();
  const row = senderDomain(store);
  await deliver(domainEvent('domain.updated', 'verified', '2026-11-26T10:05:00.000Z'));
  const late = await deliver(domainEvent('domain.updated', 'pending', '2026-11-26T10:04:00.000Z'));
  assert.deepEqual(late.body, { received: true, outcome: 'ignored', reason: 'stale' });
  assert.equal(row.status, 'verified');

  const id = nextId();
  const failed = domainEvent('domain.updated', 'failed', '2026-11-26T10:06:00.000Z');
  assert.equal((await deliver(failed, { id })).body.outcome, 'recorded');
  row.status = 'verified';
  assert.deepEqual((await deliver(failed, { id })).body, { received: true, duplicate: true });
  assert.equal(row.status, 'verified');

  const unknown = await deliver(
    domainEvent('domain.updated', 'verified', '2026-11-26T10:07:00.000Z', 'not-ours'),
  );
  assert.deepEqual(unknown, {
    status: 200,
    body: { received: true, outcome: 'ignored', reason: 'unknown_domain' },
  });
  assert.equal(
    (await deliver(domainEvent('domain.created', 'not_started', '2026-11-26T10:07:00.000Z', 'not-ours')))
      .status,
    200,
  );
  assert.equal(
    (await deliver({ type: 'domain.updated', created_at: '2026-11-26T10:07:00.000Z', data: {} })).body
      .outcome,
    'ignored',
  );

  // Deleted in Resend: its records mean nothing any more; the next check creates it again.
  assert.equal(
    (await deliver(domainEvent('domain.deleted', 'verified', '2026-11-26T10:08:00.000Z'))).body.outcome,
    'recorded',
  );
  assert.equal(row.status, 'not_started');
  assert.deepEqual(row.records, []);
  assert.equal(row.provider_id, null);
  assert.equal(store.events.size, 0);
});
