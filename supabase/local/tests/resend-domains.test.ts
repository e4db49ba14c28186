import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'svix';
import { afterAll, describe, expect, test } from 'vitest';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../../functions/_shared/webhooks/resend-events.ts';
import { createFileMailbox } from '../mailbox/file-mailbox.ts';
import { resendOutboxApp } from '../mailbox/resend-api.ts';
import {
  createFileDomainStore,
  domainOfAddress,
  ensureVerifiedDomains,
  type LocalDomain,
  relativeHost,
} from '../mailbox/resend-domains.ts';
import { mailViewerApp } from '../mailbox/viewer.ts';
import { localResendWebhooks } from '../mailbox/webhook-events.ts';

/**
 * The local Resend account's Domains API (the requests are the ones the `resend` SDK makes), the
 * From-domain rule of /emails and /emails/batch, and the viewer's Domains page with its Verify and
 * Fail buttons, which report `domain.updated` Svix-signed as Resend does.
 */
const dir = mkdtempSync(join(tmpdir(), 'resend-domains-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface DomainEvent {
  type: string;
  data: { id: string; name: string; status: string; records: { status: string }[] };
}

function account(folder = join(dir, String(Math.random()).slice(2))) {
  const mailbox = createFileMailbox(folder);
  const domains = createFileDomainStore(join(folder, 'domains'));
  const received: DomainEvent[] = [];
  const events = localResendWebhooks({
    url: 'http://webhook.test/functions/v1/resend-webhook',
    secret: () => LOCAL_RESEND_WEBHOOK_SECRET,
    retryDelaysMs: [],
    fetch: async (_url, init) => {
      const headers = new Headers(init?.headers);
      const payload = String(init?.body);
      new Webhook(LOCAL_RESEND_WEBHOOK_SECRET).verify(payload, {
        'svix-id': headers.get('svix-id') ?? '',
        'svix-timestamp': headers.get('svix-timestamp') ?? '',
        'svix-signature': headers.get('svix-signature') ?? '',
      });
      received.push(JSON.parse(payload));
      return Response.json({ received: true, outcome: 'ignored', reason: 'unknown_domain' });
    },
  });
  const api = resendOutboxApp(mailbox, { domains, onDomainChanged: events.domainChanged });
  const viewer = mailViewerApp(mailbox, { domains, onDomainChanged: events.domainChanged });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await api.request(path, {
      method,
      headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { folder, mailbox, domains, events, received, api, viewer, call };
}

const email = (from: string) => ({
  from,
  to: ['ana@example.test'],
  subject: 'Spring tune-up week',
  html: '<p>Hello</p>',
});

describe('/domains', () => {
  test('create answers the records to publish, not started: SPF (MX and TXT on send) and DKIM', async () => {
    const { call } = account();
    const { status, body } = await call('POST', '/domains', { name: 'Mail.Casa-Verde.com' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'mail.casa-verde.com',
      status: 'not_started',
      region: 'us-east-1',
      capabilities: { sending: 'enabled', receiving: 'disabled' },
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const records = body.records as Record<string, unknown>[];
    expect(
      records.map(({ record, type, name, status: recordStatus }) => [record, type, name, recordStatus]),
    ).toEqual([
      ['SPF', 'MX', 'send.mail', 'not_started'],
      ['SPF', 'TXT', 'send.mail', 'not_started'],
      ['DKIM', 'TXT', 'resend._domainkey.mail', 'not_started'],
    ]);
    expect(records[0]).toMatchObject({
      value: 'feedback-smtp.us-east-1.amazonses.com',
      priority: 10,
      ttl: 'Auto',
    });
    expect(records[1]?.value).toBe('"v=spf1 include:amazonses.com ~all"');
    // A 1024-bit RSA public key, as Resend's DKIM records carry.
    expect(records[2]?.value).toMatch(/^p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ[A-Za-z0-9+/]+=*$/);

    const other = await call('POST', '/domains', { name: 'news.casa-verde.com', region: 'eu-west-1' });
    expect((other.body.records as { value: string }[])[0]?.value).toBe(
      'feedback-smtp.eu-west-1.amazonses.com',
    );
    expect((other.body.records as { value: string }[])[2]?.value).not.toBe(records[2]?.value);
  });

  test('record names are relative to the zone, as Resend shows them', () => {
    expect(relativeHost('send', 'casa-verde.com')).toBe('send');
    expect(relativeHost('send', 'mail.casa-verde.com')).toBe('send.mail');
    expect(relativeHost('resend._domainkey', 'a.b.casaverde.com.mx')).toBe('resend._domainkey.a.b');
    expect(relativeHost('send', 'shop.co.uk')).toBe('send');
  });

  test("a name already in the account, a bad name or region are refused in Resend's words", async () => {
    const { call } = account();
    expect((await call('POST', '/domains', { name: 'mail.casa-verde.com' })).status).toBe(200);
    expect(await call('POST', '/domains', { name: 'MAIL.casa-verde.com' })).toEqual({
      status: 403,
      body: {
        statusCode: 403,
        name: 'validation_error',
        message: 'The mail.casa-verde.com domain has been registered already.',
      },
    });
    expect((await call('POST', '/domains', {})).body.name).toBe('missing_required_field');
    for (const name of ['localhost', 'no spaces.com', '-bad.com', 'a..b.com', '1.2.3.4']) {
      expect((await call('POST', '/domains', { name })).status, name).toBe(422);
    }
    expect((await call('POST', '/domains', { name: 'x.casa-verde.com', region: 'mars-1' })).status).toBe(422);
  });

  test('get, list (newest first, paged), verify and delete; an unknown id is 404', async () => {
    const { call } = account();
    const first = (await call('POST', '/domains', { name: 'one.casa-verde.com' })).body;
    const second = (await call('POST', '/domains', { name: 'two.casa-verde.com' })).body;
    const got = await call('GET', `/domains/${first.id}`);
    expect(got.body).toMatchObject({ object: 'domain', id: first.id, name: 'one.casa-verde.com' });
    expect(got.body.records).toEqual(first.records);

    const list = await call('GET', '/domains');
    expect(list.body).toMatchObject({ object: 'list', has_more: false });
    expect((list.body.data as LocalDomain[]).map((domain) => domain.name)).toEqual([
      'two.casa-verde.com',
      'one.casa-verde.com',
    ]);
    expect((list.body.data as LocalDomain[])[0]).not.toHaveProperty('records');
    const page = await call('GET', '/domains?limit=1');
    expect(page.body.has_more).toBe(true);
    const next = await call('GET', `/domains?limit=1&after=${second.id}`);
    expect((next.body.data as LocalDomain[]).map((domain) => domain.id)).toEqual([first.id]);

    expect(await call('POST', `/domains/${first.id}/verify`)).toEqual({
      status: 200,
      body: { object: 'domain', id: first.id },
    });
    const pending = await call('GET', `/domains/${first.id}`);
    expect(pending.body.status).toBe('pending');
    expect((pending.body.records as { status: string }[]).map((record) => record.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    expect(await call('DELETE', `/domains/${first.id}`)).toEqual({
      status: 200,
      body: { object: 'domain', id: first.id, deleted: true },
    });
    expect(await call('GET', `/domains/${first.id}`)).toEqual({
      status: 404,
      body: { statusCode: 404, name: 'not_found', message: 'Domain not found' },
    });
    expect((await call('DELETE', `/domains/${first.id}`)).status).toBe(404);
    expect((await call('POST', `/domains/${first.id}/verify`)).status).toBe(404);
  });

  test('a domain under a reserved test TLD is verified as soon as it is verified', async () => {
    const { call } = account();
    const created = (await call('POST', '/domains', { name: 'mail.bluebird.test' })).body;
    expect(created.status).toBe('not_started');
    await call('POST', `/domains/${created.id}/verify`);
    const got = await call('GET', `/domains/${created.id}`);
    expect(got.body.status).toBe('verified');
    expect((got.body.records as { status: string }[]).every((record) => record.status === 'verified')).toBe(
      true,
    );
  });

  test('the account survives a restart (files in the mailbox folder), and clearing messages keeps it', async () => {
    const first = account();
    const created = (await first.call('POST', '/domains', { name: 'mail.casa-verde.com' })).body;
    await first.mailbox.clear();
    const restarted = account(first.folder);
    expect((await restarted.call('GET', `/domains/${created.id}`)).body).toMatchObject({
      name: 'mail.casa-verde.com',
      records: created.records,
    });
    expect((await restarted.call('POST', '/domains', { name: 'mail.casa-verde.com' })).status).toBe(403);
  });

  test('the product domain the stack verifies at start is verified, once', async () => {
    const { domains, call } = account();
    await ensureVerifiedDomains(domains, ['pitchcraft.local']);
    await ensureVerifiedDomains(domains, ['pitchcraft.local']);
    const list = (await call('GET', '/domains')).body.data as LocalDomain[];
    expect(list.map(({ name, status }) => [name, status])).toEqual([['pitchcraft.local', 'verified']]);
    expect(domainOfAddress('Pitchcraft <no-reply@Pitchcraft.local>')).toBe('pitchcraft.local');
  });
});

describe('the From domain of /emails and /emails/batch', () => {
  const refusal = (domain: string) => ({
    statusCode: 403,
    name: 'validation_error',
    message: `The ${domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`,
  });

  test("a domain the account has not verified is refused with Resend's 403, and nothing is delivered", async () => {
    const { call, mailbox } = account();
    expect(await call('POST', '/emails', email('Casa Verde <hola@mail.casa-verde.com>'))).toEqual({
      status: 403,
      body: refusal('mail.casa-verde.com'),
    });
    // Pending is not verified either.
    const created = (await call('POST', '/domains', { name: 'mail.casa-verde.com' })).body;
    await call('POST', `/domains/${created.id}/verify`);
    expect((await call('POST', '/emails', email('hola@mail.casa-verde.com'))).status).toBe(403);
    // A subdomain of a verified domain is another domain.
    expect((await call('POST', '/emails', email('hola@news.mail.casa-verde.com'))).status).toBe(403);
    expect(await mailbox.list()).toEqual([]);
  });

  test('reserved test domains and verified domains are sent', async () => {
    const { call, viewer, mailbox } = account();
    for (const from of ['a@x.test', 'Harbor <news@harborpine.example>', 'b@y.invalid', 'c@z.localhost']) {
      expect((await call('POST', '/emails', email(from))).status, from).toBe(200);
    }
    const created = (await call('POST', '/domains', { name: 'mail.casa-verde.com' })).body;
    await viewer.request(`/domains/${created.id}/verify`, { method: 'POST' });
    expect((await call('POST', '/emails', email('Casa Verde <hola@MAIL.casa-verde.com>'))).status).toBe(200);
    expect(await mailbox.list()).toHaveLength(5);
  });

  test('a batch is refused whole (strict), or lists the refused message (permissive)', async () => {
    const { api, mailbox } = account();
    const batch = [email('a@x.test'), email('hola@mail.casa-verde.com')];
    const send = (headers: Record<string, string> = {}) =>
      api.request('/emails/batch', {
        method: 'POST',
        headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(batch),
      });
    const strict = await send();
    expect(strict.status).toBe(403);
    expect(await strict.json()).toEqual(refusal('mail.casa-verde.com'));
    expect(await mailbox.list()).toEqual([]);
    const permissive = await send({ 'x-batch-validation': 'permissive' });
    expect(permissive.status).toBe(200);
    const body = (await permissive.json()) as { data: unknown[]; errors: unknown[] };
    expect(body.data).toHaveLength(1);
    expect(body.errors).toEqual([{ index: 1, message: refusal('mail.casa-verde.com').message }]);
  });

  test('format errors come before the domain check', async () => {
    const { call } = account();
    expect((await call('POST', '/emails', { ...email('not an address'), to: [] })).status).toBe(422);
  });
});

describe('the Domains page of the mail viewer', () => {
  test('lists each domain with its status and records; Verify and Fail report domain.updated', async () => {
    const { call, viewer, events, received } = account();
    const created = (await call('POST', '/domains', { name: 'mail.casa-verde.com' })).body;
    await call('POST', `/domains/${created.id}/verify`);
    const page = await (await viewer.request('/domains')).text();
    expect(page).toContain('<h2>mail.casa-verde.com</h2>');
    expect(page).toContain('status-pending');
    expect(page).toContain('<code>resend._domainkey.mail</code>');
    expect(page).toContain(`action="/domains/${created.id}/verify"`);
    expect(page).toContain(`action="/domains/${created.id}/fail"`);
    expect(await (await viewer.request('/')).text()).toContain('href="/domains"');

    const verified = await viewer.request(`/domains/${created.id}/verify`, { method: 'POST' });
    expect(verified.status).toBe(303);
    const back = String(verified.headers.get('location'));
    expect(back).toBe('/domains?changed=mail.casa-verde.com');
    expect(await (await viewer.request(back)).text()).toContain('mail.casa-verde.com is now verified');
    expect((await call('GET', `/domains/${created.id}`)).body.status).toBe('verified');

    await viewer.request(`/domains/${created.id}/fail`, { method: 'POST' });
    expect((await call('GET', `/domains/${created.id}`)).body.status).toBe('failed');
    await call('DELETE', `/domains/${created.id}`);
    await events.idle();

    expect(received.map((event) => [event.type, event.data.status])).toEqual([
      ['domain.created', 'not_started'],
      ['domain.updated', 'pending'],
      ['domain.updated', 'verified'],
      ['domain.updated', 'failed'],
      ['domain.deleted', 'failed'],
    ]);
    const update = received[2];
    expect(update?.data).toMatchObject({ id: created.id, name: 'mail.casa-verde.com' });
    expect(update?.data.records.every((record) => record.status === 'verified')).toBe(true);

    const api = (await (await viewer.request('/api/domains')).json()) as unknown[];
    expect(api).toEqual([]);
    expect((await viewer.request(`/domains/${created.id}/verify`, { method: 'POST' })).status).toBe(404);
  });

  test('names are escaped on the page', async () => {
    const { domains, viewer } = account();
    await domains.save({
      id: 'x',
      name: '<b>evil</b>.example',
      status: 'pending',
      created_at: new Date().toISOString(),
      region: 'us-east-1',
      records: [],
    });
    const page = await (await viewer.request('/domains')).text();
    expect(page).not.toContain('<b>evil</b>');
    expect(page).toContain('&lt;b&gt;evil&lt;/b&gt;.example');
  });
});
