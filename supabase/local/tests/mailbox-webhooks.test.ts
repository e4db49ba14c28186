import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../../functions/_shared/webhooks/resend-events.ts';
import { createFileMailbox } from '../mailbox/file-mailbox.ts';
import { resendOutboxApp } from '../mailbox/resend-api.ts';
import { mailViewerApp } from '../mailbox/viewer.ts';
import { LOCAL_FAILURE, localResendWebhooks } from '../mailbox/webhook-events.ts';

/**
 * The local mailbox as Resend's webhooks: what arrives through the local Resend API, and what a
 * reader does with it in the viewer, reaches a webhook URL as Svix-signed events in Resend's shape.
 * The webhook here is a loopback server that checks each signature as resend-webhook does.
 */

interface Received {
  headers: IncomingHttpHeaders;
  event: {
    type: string;
    created_at: string;
    data: {
      email_id: string;
      to: string[];
      subject: string;
      tags?: Record<string, string>;
      click?: { link: string };
      bounce?: { type: string };
      failed?: { reason: string };
    };
  };
}

const dir = mkdtempSync(join(tmpdir(), 'mailbox-webhooks-test-'));
const received: Received[] = [];
/** Every signed request, recorded or not: its svix-id and event type. */
const attempts: { svixId: string; type: string; emailId: string }[] = [];
/** Answers for the next requests, in order; then 200 recorded. */
const scripted: { status: number; body: unknown }[] = [];
let webhookUrl = '';
let closeWebhook = () => {};

beforeAll(async () => {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const payload = Buffer.concat(chunks).toString('utf8');
    const answer = scripted.shift() ?? { status: 200, body: { received: true, outcome: 'recorded' } };
    try {
      new Webhook(LOCAL_RESEND_WEBHOOK_SECRET).verify(payload, {
        'svix-id': String(request.headers['svix-id']),
        'svix-timestamp': String(request.headers['svix-timestamp']),
        'svix-signature': String(request.headers['svix-signature']),
      });
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_signature"}');
      return;
    }
    const event = JSON.parse(payload) as Received['event'];
    attempts.push({
      svixId: String(request.headers['svix-id']),
      type: event.type,
      emailId: event.data.email_id,
    });
    if (answer.status === 200) received.push({ headers: request.headers, event });
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/resend-webhook`;
  closeWebhook = () => server.close();
});

afterAll(() => {
  closeWebhook();
  rmSync(dir, { recursive: true, force: true });
});

function mailStack(url = webhookUrl) {
  const mailbox = createFileMailbox(join(dir, String(Math.random()).slice(2)));
  const events = localResendWebhooks({
    url,
    secret: () => LOCAL_RESEND_WEBHOOK_SECRET,
    retryDelaysMs: [20, 40, 80],
  });
  const outbox = resendOutboxApp(mailbox, { onDelivered: events.delivered });
  const viewer = mailViewerApp(mailbox, { onEvent: events.viewed });
  const send = async (email: object, path = '/emails') => {
    const response = await outbox.request(path, {
      method: 'POST',
      headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json' },
      body: JSON.stringify(email),
    });
    expect(response.status).toBe(200);
    return response.json();
  };
  return { mailbox, events, viewer, send };
}

const email = (to = 'ana@example.test') => ({
  from: 'Harbor & Pine <news@harborpine.example>',
  to: [to],
  subject: 'Spring tune-up week',
  html: '<html><head></head><body><p>Hello</p><a href="https://bluebird.example/tune-up?utm=spring&amp;x=1">Book</a></body></html>',
  text: 'Hello https://bluebird.example/tune-up',
  headers: {
    'List-Unsubscribe': '<https://pitchcraft.example/functions/v1/unsubscribe?token=t1>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  tags: [{ name: 'campaign', value: 'spring' }],
});

const eventsFor = (id: string) => received.filter((item) => item.event.data.email_id === id);
const typesFor = (id: string) => eventsFor(id).map((item) => item.event.type);

describe('events of the local mailbox', () => {
  test('a message sent through the outbox yields signed sent and delivered events', async () => {
    const { events, send } = mailStack();
    const { id } = (await send(email())) as { id: string };
    await events.idle();
    expect(typesFor(id)).toEqual(['email.sent', 'email.delivered']);
    const [sent, delivered] = eventsFor(id);
    expect(sent?.event.data).toMatchObject({
      email_id: id,
      to: ['ana@example.test'],
      subject: 'Spring tune-up week',
      tags: { campaign: 'spring' },
    });
    expect(sent?.headers['svix-id']).not.toBe(delivered?.headers['svix-id']);
    expect(Date.parse(String(delivered?.event.created_at))).not.toBeNaN();
  });

  test('a batch reports every message', async () => {
    const { events, send } = mailStack();
    const { data } = (await send(
      [email('one@example.test'), email('two@example.test')],
      '/emails/batch',
    )) as {
      data: { id: string }[];
    };
    await events.idle();
    for (const { id } of data) expect(typesFor(id)).toEqual(['email.sent', 'email.delivered']);
  });

  test('viewing a message emits opened', async () => {
    const { events, send, viewer } = mailStack();
    const { id } = (await send(email())) as { id: string };
    const page = await viewer.request(`/messages/${id}`);
    expect(page.status).toBe(200);
    await events.idle();
    expect(typesFor(id)).toEqual(['email.sent', 'email.delivered', 'email.opened']);
  });

  test('following a link in the shown message emits clicked and redirects to it', async () => {
    const { events, send, viewer } = mailStack();
    const { id } = (await send(email())) as { id: string };
    const frame = await (await viewer.request(`/messages/${id}/html`)).text();
    const href = frame.match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toMatch(new RegExp(`^/messages/${id}/click\\?url=`));
    const followed = await viewer.request(String(href));
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('https://bluebird.example/tune-up?utm=spring&x=1');
    await events.idle();
    const clicked = eventsFor(id).find((item) => item.event.type === 'email.clicked');
    expect(clicked?.event.data.click?.link).toBe('https://bluebird.example/tune-up?utm=spring&x=1');
  });

  test('the Bounce and Complain buttons emit bounced (permanent) and complained', async () => {
    const { events, send, viewer } = mailStack();
    const { id } = (await send(email())) as { id: string };
    const page = await (await viewer.request(`/messages/${id}?view=headers`)).text();
    expect(page).toContain(`action="/messages/${id}/bounce?view=headers"`);
    expect(page).toContain(`action="/messages/${id}/complain?view=headers"`);

    const bounced = await viewer.request(`/messages/${id}/bounce?view=headers`, { method: 'POST' });
    expect(bounced.status).toBe(303);
    const back = String(bounced.headers.get('location'));
    expect(back).toBe(`/messages/${id}?view=headers&reported=bounced`);
    expect(await (await viewer.request(back)).text()).toContain(
      'A permanent bounce (email.bounced) was sent',
    );
    const complained = await viewer.request(`/messages/${id}/complain`, { method: 'POST' });
    expect(complained.status).toBe(303);
    await events.idle();
    // The confirmation page after a report is not another reading: one opened, from the first view.
    expect(typesFor(id)).toEqual([
      'email.sent',
      'email.delivered',
      'email.opened',
      'email.bounced',
      'email.complained',
    ]);
    expect(eventsFor(id)[3]?.event.data.bounce?.type).toBe('Permanent');
  });

  test('the Fail button emits failed with a reason, as Resend does when it gives up on a message', async () => {
    const { events, send, viewer } = mailStack();
    const { id } = (await send(email())) as { id: string };
    const page = await (await viewer.request(`/messages/${id}?view=text`)).text();
    expect(page).toContain(`action="/messages/${id}/fail?view=text"`);
    const failed = await viewer.request(`/messages/${id}/fail?view=text`, { method: 'POST' });
    expect(failed.status).toBe(303);
    const back = String(failed.headers.get('location'));
    expect(back).toBe(`/messages/${id}?view=text&reported=failed`);
    expect(await (await viewer.request(back)).text()).toContain('A delivery failure (email.failed) was sent');
    await events.idle();
    expect(typesFor(id)).toEqual(['email.sent', 'email.delivered', 'email.opened', 'email.failed']);
    expect(eventsFor(id)[3]?.event.data.failed).toEqual(LOCAL_FAILURE);
  });

  test('the headers, List-Unsubscribe included, are shown with the message', async () => {
    const { send, viewer } = mailStack();
    const { id } = (await send(email())) as { id: string };
    const summary = await (await viewer.request(`/messages/${id}`)).text();
    expect(summary).toContain('&lt;https://pitchcraft.example/functions/v1/unsubscribe?token=t1&gt;');
    expect(summary).toContain('One-Click');
    const headers = await (await viewer.request(`/messages/${id}?view=headers`)).text();
    expect(headers).toContain(
      '<th scope="row">List-Unsubscribe-Post</th><td>List-Unsubscribe=One-Click</td>',
    );
    expect(headers).toContain('<th scope="row">X-Resend-Tags</th><td>campaign=spring</td>');
  });

  test('messages not sent through Resend (auth emails) report nothing and have no buttons', async () => {
    const { mailbox, events, viewer } = mailStack();
    const mail = await mailbox.deliver({
      from: 'Pitchcraft <no-reply@pitchcraft.local>',
      to: ['new@example.test'],
      subject: 'Confirm your email',
      html: '<a href="https://app.example/confirm">Confirm</a>',
    });
    const page = await (await viewer.request(`/messages/${mail.id}`)).text();
    expect(page).not.toContain('/bounce');
    expect((await viewer.request(`/messages/${mail.id}/bounce`, { method: 'POST' })).status).toBe(404);
    await viewer.request(
      `/messages/${mail.id}/click?url=${encodeURIComponent('https://app.example/confirm')}`,
    );
    await events.idle();
    expect(eventsFor(mail.id)).toEqual([]);
  });

  test('events are retried while the webhook is not ready or the id is not stored yet, under one svix-id', async () => {
    const { events, send } = mailStack();
    scripted.push(
      { status: 503, body: { error: 'booting' } },
      { status: 409, body: { error: { code: 'unknown_message', message: 'No email has this id yet.' } } },
    );
    const { id } = (await send(email())) as { id: string };
    await events.idle();
    expect(typesFor(id)).toEqual(['email.sent', 'email.delivered']);
    expect(scripted).toEqual([]);
    const sentAttempts = attempts.filter((item) => item.emailId === id && item.type === 'email.sent');
    expect(sentAttempts).toHaveLength(3);
    expect(new Set(sentAttempts.map((item) => item.svixId)).size).toBe(1);
  });

  test('a webhook that is down never breaks sending', async () => {
    const { events, send, mailbox } = mailStack('http://127.0.0.1:9/functions/v1/resend-webhook');
    const { id } = (await send(email())) as { id: string };
    // Every delivery attempt has failed by now, and the message is still in the mailbox.
    await events.idle();
    expect((await mailbox.get(id))?.subject).toBe('Spring tune-up week');
  });
});
