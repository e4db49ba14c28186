import assert from 'node:assert/strict';
import {
  createResendSender,
  defaultFromAddress,
  emailSenderFromEnv,
  LOCAL_DEFAULT_FROM,
} from './resend-sender.ts';
import { EmailConfigError, EmailSendError, type OutgoingEmail } from './sender.ts';

interface Recorded {
  path: string;
  headers: Headers;
  body: unknown;
}
type Reply = { status: number; body: unknown };

/** A stand-in for Resend's API on loopback: records each request and answers the scripted reply. */
async function withFakeResend(
  replies: Reply[],
  run: (baseUrl: string, requests: Recorded[]) => Promise<void>,
) {
  const requests: Recorded[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    requests.push({
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: await request.json(),
    });
    const reply = replies.shift() ?? {
      status: 500,
      body: { statusCode: 500, name: 'application_error', message: 'x' },
    };
    return Response.json(reply.body, { status: reply.status });
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}/resend/`, requests);
  } finally {
    await server.shutdown();
  }
}

const email = (to: string): OutgoingEmail => ({
  from: 'Harbor & Pine <news@harborpine.example>',
  to,
  subject: 'Spring tune-up week',
  html: '<p>Hello</p>',
  text: 'Hello',
  headers: {
    'List-Unsubscribe': `<https://app.example/unsubscribe/${to}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  tags: [{ name: 'campaign', value: 'c-1' }],
});

Deno.test('send posts one email to <baseUrl>/emails with the key, the idempotency key and its headers', async () => {
  await withFakeResend([{ status: 200, body: { id: 'msg-1' } }], async (baseUrl, requests) => {
    const sender = createResendSender({ apiKey: 're_test', baseUrl });
    const sent = await sender.send(
      { ...email('ana@example.test'), replyTo: 'owner@example.test' },
      {
        idempotencyKey: 'invitation/1',
      },
    );
    assert.deepEqual(sent, { id: 'msg-1' });
    const [request] = requests;
    assert.equal(request?.path, '/resend/emails');
    assert.equal(request?.headers.get('authorization'), 'Bearer re_test');
    assert.equal(request?.headers.get('idempotency-key'), 'invitation/1');
    assert.deepEqual(request?.body, {
      from: 'Harbor & Pine <news@harborpine.example>',
      to: 'ana@example.test',
      subject: 'Spring tune-up week',
      html: '<p>Hello</p>',
      text: 'Hello',
      reply_to: 'owner@example.test',
      headers: {
        'List-Unsubscribe': '<https://app.example/unsubscribe/ana@example.test>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      tags: [{ name: 'campaign', value: 'c-1' }],
    });
  });
});

Deno.test('sendBatch posts up to 100 emails to /emails/batch, strictly validated, and answers ids in order', async () => {
  await withFakeResend(
    [{ status: 200, body: { data: [{ id: 'a' }, { id: 'b' }] } }],
    async (baseUrl, requests) => {
      const sender = createResendSender({ apiKey: 're_test', baseUrl });
      const sent = await sender.sendBatch([email('a@example.test'), email('b@example.test')], {
        idempotencyKey: 'job-1/batch-0',
      });
      assert.deepEqual(sent, { ids: ['a', 'b'] });
      assert.equal(requests[0]?.path, '/resend/emails/batch');
      assert.equal(requests[0]?.headers.get('idempotency-key'), 'job-1/batch-0');
      assert.equal(requests[0]?.headers.get('x-batch-validation'), 'strict');
      assert.equal((requests[0]?.body as unknown[] | undefined)?.length, 2);
      await assert.rejects(
        sender.sendBatch(Array.from({ length: 101 }, (_, i) => email(`r${i}@example.test`))),
        (error: EmailSendError) => error.code === 'batch_too_large',
      );
      assert.equal(requests.length, 1);
      assert.deepEqual(await sender.sendBatch([]), { ids: [] });
    },
  );
});

Deno.test('refusals become EmailSendError: validation is final, 429 and 5xx are retryable', async () => {
  await withFakeResend(
    [
      { status: 422, body: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' } },
      { status: 429, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' } },
      { status: 503, body: { statusCode: 503, name: 'application_error', message: 'Down.' } },
    ],
    async (baseUrl) => {
      const sender = createResendSender({ apiKey: 're_test', baseUrl });
      const attempt = () =>
        sender.send(email('x@example.test')).then(
          () => assert.fail('should refuse'),
          (e) => e,
        );
      const invalid = await attempt();
      assert.ok(invalid instanceof EmailSendError);
      assert.equal(invalid.code, 'validation_error');
      assert.equal(invalid.statusCode, 422);
      assert.equal(invalid.retryable, false);
      assert.equal((await attempt()).retryable, true);
      assert.equal((await attempt()).retryable, true);
    },
  );
});

Deno.test('an unreachable provider is a retryable error, not a crash', async () => {
  const sender = createResendSender({ apiKey: 're_test', baseUrl: 'http://127.0.0.1:9' });
  const error = await sender.send(email('x@example.test')).catch((e) => e);
  assert.ok(error instanceof EmailSendError);
  assert.equal(error.statusCode, null);
  assert.equal(error.retryable, true);
});

Deno.test('the environment chooses: a key is required; RESEND_FROM, else the local default only for the outbox', () => {
  assert.throws(() => emailSenderFromEnv({}), EmailConfigError);
  assert.ok(emailSenderFromEnv({ RESEND_API_KEY: 're_live' }));
  assert.equal(
    defaultFromAddress({ RESEND_FROM: 'Pitchcraft <hello@pitchcraft.app>' }),
    'Pitchcraft <hello@pitchcraft.app>',
  );
  assert.equal(defaultFromAddress({ RESEND_BASE_URL: 'http://127.0.0.1:54324/resend' }), LOCAL_DEFAULT_FROM);
  assert.throws(() => defaultFromAddress({ RESEND_API_KEY: 're_live' }), EmailConfigError);
});
