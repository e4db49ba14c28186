/**
 * Sending domains through the real gateway, Deno and the stack's local Resend account (no
 * RESEND_API_KEY): a workspace admin adds a domain with the sender-domains function, gets its
 * records, checks it (pending), presses Verify on the mail viewer's Domains page, and the
 * domain.updated webhook makes it verified; the local Resend API then sends From it. Another
 * workspace's admin cannot claim the name nor check or remove the domain; a member cannot add.
 * The database's own rules are tested in sender-domains.test.ts.
 */

import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFUSAL_MESSAGES } from '../functions/_shared/refusals/messages.ts';
import type { LocalDomain } from '../local/mailbox/resend-domains.ts';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import { HARBOR_AND_PINE, serviceClient, signIn, signInNewUser } from './testing/stack-clients.ts';

let stack: RunningStack;
let service: SupabaseClient;
let admin: SupabaseClient;
let member: SupabaseClient;
let rival: SupabaseClient;
let rivalWorkspace: string;

const NAME = 'mail.casa-verde.com';

interface Answer {
  status: number;
  body: {
    domain?: Record<string, unknown> & { id: string; status: string; records: Record<string, unknown>[] };
    removed?: boolean;
    error?: { code: string; message: string };
  };
}

async function call(client: SupabaseClient, body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await client.functions.invoke('sender-domains', { body });
  if (error instanceof FunctionsHttpError) {
    return { status: error.context.status as number, body: await (error.context as Response).json() };
  }
  if (error) throw error;
  return { status: 200, body: data };
}

/** The local Resend account's domains, as the mail viewer's JSON API lists them. */
async function accountDomains(): Promise<LocalDomain[]> {
  return (await (await fetch(`${stack.mailUrl}/api/domains`)).json()) as LocalDomain[];
}

/** A message sent From the domain through the local Resend API, as the send processor does. */
async function sendFrom(domain: string) {
  const response = await fetch(`${stack.mailUrl}/resend/emails`, {
    method: 'POST',
    headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json' },
    body: JSON.stringify({
      from: `Casa Verde <hola@${domain}>`,
      to: ['ana@example.com'],
      subject: 'Pan dulce',
      html: '<p>Hola</p>',
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const started = Date.now();
  while (true) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const row = async (id: string) =>
  (await service.from('sender_domains').select('*').eq('id', id).maybeSingle()).data as Record<
    string,
    unknown
  > | null;

beforeAll(async () => {
  stack = await startTestStack({ functionEnv: { RESEND_API_KEY: '' } });
  service = serviceClient(stack);
  admin = await signIn(stack, 'admin@pitchcraft.local');
  member = await signIn(stack, 'member@pitchcraft.local');
  rival = await signInNewUser(stack, 'rival@example.com', 'rival-password-1');
  const created = await rival.rpc('create_workspace', { name: 'Rival Studio' });
  if (created.error) throw created.error;
  rivalWorkspace = (created.data as { id: string }).id;
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

describe('sender-domains on the local stack', () => {
  let domainId = '';

  test('add → records → pending after check → Verify in the mailbox → verified by domain.updated', async () => {
    expect((await sendFrom(NAME)).status).toBe(403);

    const added = await call(admin, { action: 'add', workspaceId: HARBOR_AND_PINE, name: NAME });
    expect(added.status).toBe(200);
    const domain = added.body.domain;
    if (!domain) throw new Error(JSON.stringify(added.body));
    domainId = domain.id;
    expect(domain).toMatchObject({ name: NAME, workspace_id: HARBOR_AND_PINE, status: 'not_started' });
    expect(domain).not.toHaveProperty('provider_id');
    expect(domain.records.map((record) => [record.record, record.type, record.name])).toEqual([
      ['SPF', 'MX', 'send.mail'],
      ['SPF', 'TXT', 'send.mail'],
      ['DKIM', 'TXT', 'resend._domainkey.mail'],
    ]);
    // Stored by the service role with the local account's id (the function never answers it).
    const local = (await accountDomains()).find((item) => item.name === NAME);
    expect(local?.status).toBe('not_started');
    expect((await row(domainId))?.provider_id).toBe(local?.id);
    // The app lists domains by reading the table (RLS).
    const listed = await admin
      .from('sender_domains')
      .select('name, status')
      .eq('workspace_id', HARBOR_AND_PINE)
      .eq('name', NAME);
    expect(listed.data).toEqual([{ name: NAME, status: 'not_started' }]);

    const checked = await call(admin, { action: 'check', domainId, locale: 'es' });
    expect(checked.status).toBe(200);
    expect(checked.body.domain?.status).toBe('pending');
    expect(checked.body.domain?.checked_at).toBeTruthy();
    expect((await sendFrom(NAME)).status).toBe(403);

    const verify = await fetch(`${stack.mailUrl}/domains/${local?.id}/verify`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);
    const verified = await until(
      () => row(domainId),
      (value) => value?.status === 'verified',
    );
    expect(verified?.verified_at).toBeTruthy();
    expect(
      ((verified?.records ?? []) as { status: string }[]).every((record) => record.status === 'verified'),
    ).toBe(true);
    // Checking again agrees, and keeps when it became verified.
    const again = await call(admin, { action: 'check', domainId });
    expect(again.body.domain).toMatchObject({ status: 'verified', verified_at: verified?.verified_at });
    expect((await sendFrom(NAME)).status).toBe(200);
  });

  test("another workspace's admin cannot claim the name, nor check or remove the domain; a member cannot add", async () => {
    const claimed = await call(rival, { action: 'add', workspaceId: rivalWorkspace, name: NAME });
    expect(claimed.status).toBe(409);
    expect(claimed.body.error?.code).toBe('sender_domain_claimed');
    for (const action of ['check', 'remove']) {
      const answer = await call(rival, { action, domainId });
      expect(answer.status, action).toBe(404);
      expect(answer.body.error?.code).toBe('sender_domain_not_found');
    }
    expect((await rival.from('sender_domains').select('id')).data).toEqual([]);

    const byMember = await call(member, {
      action: 'add',
      workspaceId: HARBOR_AND_PINE,
      name: 'news.casa-verde.com',
    });
    expect(byMember.status).toBe(404);
    expect(byMember.body.error?.code).toBe('sender_domain_not_found');
    expect((await call(member, { action: 'check', domainId })).status).toBe(404);

    const invalid = await call(admin, {
      action: 'add',
      workspaceId: HARBOR_AND_PINE,
      name: 'no spaces.com',
      locale: 'es',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error?.message).toBe(REFUSAL_MESSAGES.es.invalid_sender_domain);
    const anonymous = await fetch(`${stack.apiUrl}/functions/v1/sender-domains`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
      },
      body: JSON.stringify({ action: 'check', domainId }),
    });
    expect(anonymous.status).toBe(401);
    expect((await row(domainId))?.status).toBe('verified');
    expect((await accountDomains()).map((item) => item.name)).not.toContain('news.casa-verde.com');
  });

  test('remove deletes the row and the domain in the local Resend account', async () => {
    expect(await call(admin, { action: 'remove', domainId })).toEqual({
      status: 200,
      body: { removed: true },
    });
    expect(await row(domainId)).toBeNull();
    expect((await accountDomains()).map((item) => item.name)).not.toContain(NAME);
    expect((await sendFrom(NAME)).status).toBe(403);
    expect((await call(admin, { action: 'check', domainId })).status).toBe(404);
  });
});
