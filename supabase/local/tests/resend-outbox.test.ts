import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { stackConfig } from '../config.ts';
import type { GatewayContext } from '../gateway/context.ts';
import { functionEnvironment } from '../gateway/functions/function-env.ts';
import { createFileMailbox } from '../mailbox/file-mailbox.ts';
import type { StoredMail } from '../mailbox/mailbox.ts';
import { resendOutboxApp } from '../mailbox/resend-api.ts';
import { stack } from './testing.ts';

/**
 * The local outbox speaks Resend's sending API (the requests below are the ones the `resend` SDK
 * makes: JSON, `Authorization: Bearer`, `Idempotency-Key`, `x-batch-validation`) and delivers into
 * the stack's mailbox.
 */
const dir = mkdtempSync(join(tmpdir(), 'resend-outbox-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function outbox() {
  const mailbox = createFileMailbox(join(dir, String(Math.random()).slice(2)));
  const delivered: StoredMail[] = [];
  const app = resendOutboxApp(mailbox, { onDelivered: (mail) => void delivered.push(mail) });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { mailbox, delivered, post };
}

const email = (to: string | string[] = 'ana@example.test', extra: Record<string, unknown> = {}) => ({
  from: 'Harbor & Pine <news@harborpine.example>',
  to,
  subject: 'Spring tune-up week',
  html: '<p>Hello</p>',
  text: 'Hello',
  ...extra,
});

describe('POST /emails', () => {
  test('delivers the message with its headers and answers its id', async () => {
    const { mailbox, delivered, post } = outbox();
    const response = await post(
      '/emails',
      email('ana@example.test', {
        reply_to: 'owner@example.test',
        headers: {
          'List-Unsubscribe': '<https://app.example/u/1>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        tags: [{ name: 'category', value: 'invitation' }],
      }),
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await mailbox.list();
    expect(stored).toMatchObject({
      id,
      from: 'Harbor & Pine <news@harborpine.example>',
      to: ['ana@example.test'],
      subject: 'Spring tune-up week',
      html: '<p>Hello</p>',
      text: 'Hello',
      headers: {
        'List-Unsubscribe': '<https://app.example/u/1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Reply-To': 'owner@example.test',
        'X-Resend-Tags': 'category=invitation',
      },
    });
    expect(delivered.map((mail) => mail.id)).toEqual([id]);
  });

  test("refuses what Resend refuses, in Resend's error shape, and delivers nothing", async () => {
    const { mailbox, post } = outbox();
    const cases: [unknown, number, string][] = [
      [{ ...email(), from: undefined }, 422, 'missing_required_field'],
      [{ ...email(), from: 'not an address' }, 422, 'invalid_from_address'],
      [{ ...email(), to: undefined }, 422, 'missing_required_field'],
      [email('nobody'), 422, 'validation_error'],
      [email(Array.from({ length: 51 }, (_, i) => `r${i}@example.test`)), 422, 'validation_error'],
      [{ ...email(), subject: undefined }, 422, 'missing_required_field'],
      [{ ...email(), html: undefined, text: undefined }, 422, 'missing_required_field'],
      [email('a@example.test', { headers: { 'X-Count': 3 } }), 422, 'validation_error'],
      [email('a@example.test', { tags: [{ name: 'has space', value: 'x' }] }), 422, 'validation_error'],
      ['{not json', 400, 'validation_error'],
    ];
    for (const [body, status, name] of cases) {
      const response = await post('/emails', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const error = (await response.json()) as { statusCode: number; name: string; message: string };
      expect(error).toEqual({ statusCode: status, name, message: expect.any(String) });
    }
    expect(await mailbox.list()).toEqual([]);
  });

  test('asks for an API key, as Resend does', async () => {
    const { mailbox } = outbox();
    const response = await resendOutboxApp(mailbox).request('/emails', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(email()),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, name: 'missing_api_key' });
  });
});

describe('Idempotency-Key', () => {
  test('a retried call answers the first id and does not deliver twice', async () => {
    const { mailbox, post } = outbox();
    const first = await (await post('/emails', email(), { 'idempotency-key': 'invite/1' })).json();
    const again = await (await post('/emails', email(), { 'idempotency-key': 'invite/1' })).json();
    expect(again).toEqual(first);
    expect(await mailbox.list()).toHaveLength(1);
    await post('/emails', email(), { 'idempotency-key': 'invite/2' });
    expect(await mailbox.list()).toHaveLength(2);
  });

  test('the same key with another body is a 409; a malformed key a 400', async () => {
    const { mailbox, post } = outbox();
    await post('/emails', email(), { 'idempotency-key': 'k' });
    const conflict = await post('/emails', email('other@example.test'), { 'idempotency-key': 'k' });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ name: 'invalid_idempotent_request' });
    const tooLong = await post('/emails', email(), { 'idempotency-key': 'k'.repeat(257) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ name: 'invalid_idempotency_key' });
    expect(await mailbox.list()).toHaveLength(1);
  });

  test('a retry while the first call is in flight is a 409, and the message is delivered once', async () => {
    const { mailbox, post } = outbox();
    const [a, b] = await Promise.all([
      post('/emails', email(), { 'idempotency-key': 'race' }),
      post('/emails', email(), { 'idempotency-key': 'race' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await mailbox.list()).toHaveLength(1);
  });

  test('a refused request does not use up its key', async () => {
    const { mailbox, post } = outbox();
    expect(
      (await post('/emails', { ...email(), subject: undefined }, { 'idempotency-key': 'fix' })).status,
    ).toBe(422);
    expect((await post('/emails', email(), { 'idempotency-key': 'fix' })).status).toBe(200);
    expect(await mailbox.list()).toHaveLength(1);
  });
});

describe('POST /emails/batch', () => {
  test('delivers every message, each with its own headers, and answers their ids in order', async () => {
    const { mailbox, post } = outbox();
    const batch = ['a', 'b', 'c'].map((name) =>
      email(`${name}@example.test`, { headers: { 'List-Unsubscribe': `<https://app.example/u/${name}>` } }),
    );
    const response = await post('/emails/batch', batch, { 'idempotency-key': 'job-1/0' });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: string }[] };
    expect(data).toHaveLength(3);
    const stored = await Promise.all(data.map(({ id }) => mailbox.get(id)));
    expect(stored.map((mail) => [mail?.to, mail?.headers?.['List-Unsubscribe']])).toEqual([
      [['a@example.test'], '<https://app.example/u/a>'],
      [['b@example.test'], '<https://app.example/u/b>'],
      [['c@example.test'], '<https://app.example/u/c>'],
    ]);
    const retry = await (await post('/emails/batch', batch, { 'idempotency-key': 'job-1/0' })).json();
    expect(retry).toEqual({ data });
    expect(await mailbox.list()).toHaveLength(3);
  });

  test('strict validation refuses the whole batch; permissive sends the valid ones and lists the rest', async () => {
    const { mailbox, post } = outbox();
    const batch = [email('a@example.test'), email('broken'), email('c@example.test')];
    const strict = await post('/emails/batch', batch);
    expect(strict.status).toBe(422);
    expect(await strict.json()).toMatchObject({
      name: 'validation_error',
      message: expect.stringContaining('[1].to'),
    });
    expect(await mailbox.list()).toEqual([]);

    const permissive = await post('/emails/batch', batch, { 'x-batch-validation': 'permissive' });
    const body = (await permissive.json()) as { data: unknown[]; errors: { index: number }[] };
    expect(body.data).toHaveLength(2);
    expect(body.errors).toEqual([{ index: 1, message: expect.any(String) }]);
    expect(await mailbox.list()).toHaveLength(2);
  });

  test('holds 1 to 100 messages, without attachments or scheduling', async () => {
    const { mailbox, post } = outbox();
    expect((await post('/emails/batch', [])).status).toBe(422);
    const tooMany = Array.from({ length: 101 }, (_, i) => email(`r${i}@example.test`));
    expect(await (await post('/emails/batch', tooMany)).json()).toMatchObject({
      statusCode: 422,
      name: 'validation_error',
    });
    expect(
      (await post('/emails/batch', [email('a@example.test', { scheduled_at: 'in 1 hour' })])).status,
    ).toBe(422);
    const hundred = tooMany.slice(0, 100);
    expect((await post('/emails/batch', hundred)).status).toBe(200);
    expect(await mailbox.list()).toHaveLength(100);
  });
});

describe('in the stack', () => {
  test('the mail viewer serves the outbox under /resend, and what it sends shows in the mailbox', async () => {
    const { mailUrl } = stack();
    const to = `outbox-${Date.now()}@example.test`;
    const response = await fetch(`${mailUrl}/resend/emails`, {
      method: 'POST',
      headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json' },
      body: JSON.stringify(email(to)),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const mail = (await (await fetch(`${mailUrl}/api/messages/${id}`)).json()) as StoredMail;
    expect(mail.to).toEqual([to]);
  });

  test('functions get the outbox without RESEND_API_KEY, Resend itself with one, and the site URL', () => {
    const project = mkdtempSync(join(tmpdir(), 'resend-env-'));
    const ctx = {
      config: stackConfig({ projectDir: project, mailPort: 61234, siteUrl: 'http://127.0.0.1:4173' }),
      keys: { anonKey: 'anon', serviceRoleKey: 'service' },
      databaseUrl: 'postgres://x',
    } as GatewayContext;
    const noRepoEnv = join(project, 'no-repo');
    const local = functionEnvironment(ctx, noRepoEnv);
    expect(local).toMatchObject({
      RESEND_API_KEY: 're_local_outbox',
      RESEND_BASE_URL: 'http://127.0.0.1:61234/resend',
      SITE_URL: 'http://127.0.0.1:4173',
    });
    const withKey = functionEnvironment(
      { ...ctx, config: { ...ctx.config, functionEnv: { RESEND_API_KEY: 're_live' } } },
      noRepoEnv,
    );
    expect(withKey.RESEND_API_KEY).toBe('re_live');
    expect(withKey.RESEND_BASE_URL).toBeUndefined();
    rmSync(project, { recursive: true, force: true });
  });
});
