/**
 * Resend's events through the real gateway and Deno, offline (no RESEND_API_KEY, a loopback stack):
 * Svix-signed deliveries to resend-webhook become recipient_events rows and flags, a replay changes
 * nothing, a hard bounce and a complaint suppress the address; and the stack's own mailbox reports
 * a message sent through its Resend outbox, opened in the viewer and bounced with its button.
 */

import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../functions/_shared/webhooks/resend-events.ts';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import { HARBOR_AND_PINE, serviceClient, tableOwner } from './testing/stack-clients.ts';

let stack: RunningStack;
let service: SupabaseClient;
let tables: pg.Client;
let campaignId: string;

beforeAll(async () => {
  // Blank values override any .env: the local outbox and the local webhook secret.
  stack = await startTestStack({
    functionEnv: { RESEND_API_KEY: '', RESEND_BASE_URL: '', RESEND_WEBHOOK_SECRET: '' },
  });
  service = serviceClient(stack);
  tables = await tableOwner(stack);
  campaignId = await insertReturningId(
    `insert into public.campaigns (workspace_id, kind, name) values ($1, 'email', 'Events through resend-webhook')`,
    [HARBOR_AND_PINE],
  );
}, 90_000);

async function insertReturningId(sql: string, values: unknown[]) {
  const { rows } = await tables.query(`${sql} returning id`, values);
  return rows[0]?.id;
}

afterAll(async () => {
  await tables?.end();
  await stack?.stop();
});

/** A recipient as the processor leaves it once Resend accepted the message. */
async function sentRecipient(messageId = `email_${randomUUID()}`) {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  const id = await insertReturningId(
    'insert into public.recipients (workspace_id, campaign_id, email, message_id) values ($1, $2, $3, $4)',
    [HARBOR_AND_PINE, campaignId, email, messageId],
  );
  return { id: Number(id), email, messageId };
}

async function deliver(
  type: string,
  messageId: string,
  {
    id = `msg_${randomUUID()}`,
    data = {} as Record<string, unknown>,
    secret = LOCAL_RESEND_WEBHOOK_SECRET,
    createdAt = new Date(),
  } = {},
) {
  const payload = JSON.stringify({
    type,
    created_at: createdAt.toISOString(),
    data: { email_id: messageId, to: ['reader@example.com'], subject: 'Spring', ...data },
  });
  const timestamp = new Date();
  const response = await fetch(`${stack.apiUrl}/functions/v1/resend-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'svix-signature': new Webhook(secret).sign(id, timestamp, payload),
    },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

async function flags(recipientId: number) {
  const { data, error } = await service
    .from('recipients')
    .select('sent, delivered, opened, clicked, bounced, complained, failed, delayed')
    .eq('id', recipientId)
    .single();
  if (error) throw error;
  return data;
}

async function eventTypes(recipientId: number) {
  const { data, error } = await service
    .from('recipient_events')
    .select('type, provider_event_id')
    .eq('recipient_id', recipientId)
    .order('id');
  if (error) throw error;
  return data.map((row) => row.type);
}

async function suppression(email: string) {
  const { data, error } = await service
    .from('suppressions')
    .select('reason')
    .eq('workspace_id', HARBOR_AND_PINE)
    .eq('email', email)
    .maybeSingle();
  if (error) throw error;
  return data?.reason ?? null;
}

/** Waits for what the mailbox delivers in the background (it retries for about 15 s). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('resend-webhook on the stack', () => {
  test('signed events become rows and flags; out of order they keep every flag; a replay changes nothing', async () => {
    const recipient = await sentRecipient();
    expect(await deliver('email.opened', recipient.messageId)).toEqual({
      status: 200,
      body: { received: true, outcome: 'recorded' },
    });
    const delivered = `msg_${randomUUID()}`;
    expect((await deliver('email.delivered', recipient.messageId, { id: delivered })).body.outcome).toBe(
      'recorded',
    );
    expect(await flags(recipient.id)).toEqual({
      sent: true,
      delivered: true,
      opened: true,
      clicked: false,
      bounced: false,
      complained: false,
      failed: false,
      delayed: false,
    });
    expect(await eventTypes(recipient.id)).toEqual(['opened', 'delivered']);

    const replay = await deliver('email.delivered', recipient.messageId, { id: delivered });
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await eventTypes(recipient.id)).toEqual(['opened', 'delivered']);
    const { data: seen } = await service
      .from('webhook_events')
      .select('provider, type, processed_at')
      .eq('event_id', delivered)
      .single();
    expect(seen).toMatchObject({ provider: 'resend', type: 'email.delivered' });
    expect(seen?.processed_at).not.toBeNull();
  }, 60_000);

  test('a bad signature is refused and writes nothing', async () => {
    const recipient = await sentRecipient();
    const forged = await deliver('email.complained', recipient.messageId, {
      secret: 'whsec_c29tZW9uZS1lbHNlcy1zZWNyZXQtMTIzNDU2Nzg=',
    });
    expect(forged.status).toBe(400);
    expect(await eventTypes(recipient.id)).toEqual([]);
    expect(await suppression(recipient.email)).toBeNull();
  }, 60_000);

  test('a permanent bounce and a complaint put the address on the suppression list; a soft bounce does not', async () => {
    const soft = await sentRecipient();
    await deliver('email.bounced', soft.messageId, {
      data: { bounce: { type: 'Transient', subType: 'MailboxFull' } },
    });
    expect((await flags(soft.id)).bounced).toBe(true);
    expect(await suppression(soft.email)).toBeNull();

    const hard = await sentRecipient();
    await deliver('email.bounced', hard.messageId, {
      data: { bounce: { type: 'Permanent', subType: 'General' } },
    });
    expect(await suppression(hard.email)).toBe('bounced');

    const complaining = await sentRecipient();
    await deliver('email.complained', complaining.messageId);
    expect(await suppression(complaining.email)).toBe('complained');
  }, 60_000);

  test('a recent event of an unknown message id is answered 409, so Resend retries it; its retry after the id is stored lands', async () => {
    const messageId = `email_${randomUUID()}`;
    const early = `msg_${randomUUID()}`;
    const notYet = await deliver('email.complained', messageId, { id: early });
    expect(notYet).toEqual({
      status: 409,
      body: { error: { code: 'unknown_message', message: 'No email has this id yet; Resend will retry.' } },
    });
    // The sender stores the id once Resend has answered; Resend's retry of the event then lands.
    const recipient = await sentRecipient(messageId);
    const retried = await deliver('email.complained', messageId, { id: early });
    expect(retried.body.outcome).toBe('recorded');
    expect(await suppression(recipient.email)).toBe('complained');
  }, 60_000);

  test('an unknown message id over an hour old is acknowledged and ignored', async () => {
    const answer = await deliver('email.delivered', `email_${randomUUID()}`, {
      createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });
    expect(answer).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored', reason: 'unknown_message' },
    });
  }, 60_000);
});

describe("the stack's mailbox reports to resend-webhook", () => {
  test('sent through the outbox, opened in the viewer, bounced with its button', async () => {
    const address = `mailbox-${randomUUID().slice(0, 8)}@example.com`;
    const response = await fetch(`${stack.mailUrl}/resend/emails`, {
      method: 'POST',
      headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json' },
      body: JSON.stringify({
        from: 'Harbor & Pine <news@harborpine.example>',
        to: [address],
        subject: 'Spring tune-up week',
        html: '<p>Hello</p>',
      }),
    });
    const { id: messageId } = (await response.json()) as { id: string };
    // Stored after Resend answered, as the processor does: the mailbox retries until it is known.
    const recipientId = Number(
      await insertReturningId(
        'insert into public.recipients (workspace_id, campaign_id, email, message_id) values ($1, $2, $3, $4)',
        [HARBOR_AND_PINE, campaignId, address, messageId],
      ),
    );
    const arrived = await eventually(
      () => eventTypes(recipientId),
      (types) => types.length >= 2,
    );
    expect(arrived).toEqual(['sent', 'delivered']);

    expect((await fetch(`${stack.mailUrl}/messages/${messageId}`)).status).toBe(200);
    const opened = await eventually(
      () => flags(recipientId),
      (value) => value.opened,
    );
    expect(opened.opened).toBe(true);

    const bounced = await fetch(`${stack.mailUrl}/messages/${messageId}/bounce`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(bounced.status).toBe(303);
    expect(
      await eventually(
        () => suppression(address),
        (reason) => reason !== null,
      ),
    ).toBe('bounced');
    expect(await eventTypes(recipientId)).toEqual(['sent', 'delivered', 'opened', 'bounced']);
  }, 90_000);
});
