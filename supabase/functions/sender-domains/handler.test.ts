import assert from 'node:assert/strict';
import { REFUSAL_MESSAGES } from '../_shared/refusals/messages.ts';
import { createResendDomains } from '../_shared/resend/domains.ts';
import { type FakeResendDomains, startFakeResendDomains } from '../_shared/testing/fake-resend-domains.ts';
import { bearer } from '../_shared/testing/generation-support.ts';
import {
  type MemorySenderDomainsDb,
  memorySenderDomainsDb,
} from '../_shared/testing/sender-domains-memory-store.ts';
import { createSenderDomainsHandler, operatorDomains } from './handler.ts';

/**
 * The function against a Resend account on loopback (the real client and SDK) and the database's
 * rules in memory (memory-store.ts; the stack test supabase/tests/sender-domains.test.ts runs the
 * real ones).
 */
const APP = 'http://app.example:5173';
const CASA = 'c0a5a000-0000-4000-8000-000000000001';
const HARBOR = 'b2e1d4c3-0000-4000-8000-000000000001';
const OWNER = bearer({ role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000001' });
const MEMBER = bearer({ role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000002' });
const STRANGER = bearer({ role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000003' });
const HOUR = 60 * 60 * 1000;

interface Answer {
  domain: {
    id: string;
    name: string;
    workspace_id: string;
    status: string;
    region: string | null;
    checked_at: string | null;
    verified_at: string | null;
    records: { type: string; name: string; status: string; value: string }[];
  };
  error: { code: string; message: string };
  removed?: boolean;
}

async function withFunction(
  run: (t: {
    call: (
      body: unknown,
      authorization?: string,
      headers?: Record<string, string>,
    ) => Promise<{ status: number; body: Answer }>;
    db: MemorySenderDomainsDb;
    resend: FakeResendDomains;
  }) => Promise<void>,
  env: Record<string, string> = {},
) {
  const resend = startFakeResendDomains();
  const db = memorySenderDomainsDb({
    [OWNER]: { userId: 'owner', roles: { [CASA]: 'owner' } },
    [MEMBER]: { userId: 'member', roles: { [CASA]: 'editor' } },
    [STRANGER]: { userId: 'stranger', roles: { [HARBOR]: 'admin' } },
  });
  const handler = createSenderDomainsHandler({
    env: {
      SITE_URL: APP,
      SUPABASE_URL: 'https://project.supabase.co',
      RESEND_FROM: 'Pitchcraft <hello@pitchcraft.app>',
      ...env,
    },
    db,
    resend: () => createResendDomains({ apiKey: 're_test', baseUrl: resend.baseUrl }),
    now: () => db.now(),
  });
  const call = async (body: unknown, authorization = OWNER, headers: Record<string, string> = {}) => {
    const response = await handler(
      new Request('http://functions.local/sender-domains', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: APP, authorization, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  try {
    await run({ call, db, resend });
  } finally {
    await resend.close();
  }
}

const quietly = async <T>(run: () => Promise<T>): Promise<T> => {
  const [error, warn] = [console.error, console.warn];
  console.error = () => {};
  console.warn = () => {};
  try {
    return await run();
  } finally {
    console.error = error;
    console.warn = warn;
  }
};

const add = (name: string, workspaceId = CASA) => ({ action: 'add', workspaceId, name });

Deno.test("add claims the name, creates it in Resend and answers the records, never Resend's id", async () => {
  await withFunction(async ({ call, db, resend }) => {
    const { status, body } = await call(add('  Mail.Casa-Verde.com. '));
    assert.equal(status, 200);
    const { domain } = body;
    assert.equal(domain.name, 'mail.casa-verde.com');
    assert.equal(domain.workspace_id, CASA);
    assert.equal(domain.status, 'not_started');
    assert.equal(domain.region, 'us-east-1');
    assert.ok(domain.checked_at);
    assert.equal(domain.verified_at, null);
    assert.ok(!('provider_id' in domain));
    assert.deepEqual(
      domain.records.map((record: { type: string; name: string }) => `${record.type} ${record.name}`),
      ['MX send', 'TXT send', 'TXT resend._domainkey'],
    );
    const [stored] = [...resend.domains.values()];
    assert.equal(db.rows.get(domain.id)?.provider_id, stored?.id);
    assert.ok(!JSON.stringify(body).includes(String(stored?.id)));

    // Adding it again is the same domain, and Resend is not asked twice.
    const again = await call(add('mail.casa-verde.com'));
    assert.equal(again.body.domain.id, domain.id);
    assert.deepEqual(resend.requests, ['POST /domains']);
  });
});

Deno.test('another workspace cannot claim it; a member cannot add; a bad name is 422; Resend is not called', async () => {
  await withFunction(async ({ call, db, resend }) => {
    await call(add('mail.casa-verde.com'));
    const claimed = await call(add('mail.casa-verde.com', HARBOR), STRANGER);
    assert.equal(claimed.status, 409);
    assert.equal(claimed.body.error.code, 'sender_domain_claimed');

    const member = await call({ ...add('news.casa-verde.com'), locale: 'es' }, MEMBER);
    assert.equal(member.status, 404);
    assert.equal(member.body.error.code, 'sender_domain_not_found');
    assert.equal(member.body.error.message, REFUSAL_MESSAGES.es.sender_domain_not_found);

    const invalid = await call(add('not a domain'));
    assert.equal(invalid.status, 422);
    assert.equal(invalid.body.error.code, 'invalid_sender_domain');
    assert.equal(invalid.body.error.message, REFUSAL_MESSAGES.en.invalid_sender_domain);
    assert.equal(db.rows.size, 1);
    assert.deepEqual(resend.requests, ['POST /domains']);
  });
});

Deno.test("the product's own sending domains cannot be claimed (they share the Resend account)", async () => {
  await withFunction(async ({ call, db, resend }) => {
    for (const name of [
      'mail.pitchcraft.test',
      'x.mail.pitchcraft.test',
      'pitchcraft.app',
      'news.pitchcraft.app',
    ]) {
      const { status, body } = await call(add(name));
      assert.equal(status, 409, name);
      assert.equal(body.error.code, 'sender_domain_claimed');
    }
    assert.equal(db.rows.size, 0);
    assert.deepEqual(resend.requests, []);
  });
  assert.deepEqual(operatorDomains({ SEND_SHARED_DOMAIN: 'Mail.Example.com', RESEND_FROM: 'x@Pitch.app' }), [
    'mail.example.com',
    'pitch.app',
  ]);
  assert.deepEqual(operatorDomains({ RESEND_BASE_URL: 'http://127.0.0.1:54324/resend' }), [
    'mail.pitchcraft.test',
    'pitchcraft.local',
  ]);
});

Deno.test('Resend failing: the claim is deleted and the answer is 502 provider_unavailable', async () => {
  await withFunction(async ({ call, db, resend }) => {
    resend.failures.push(503);
    const { status, body } = await quietly(() => call({ ...add('mail.casa-verde.com'), locale: 'es' }));
    assert.equal(status, 502);
    assert.equal(body.error.code, 'provider_unavailable');
    assert.equal(body.error.message, REFUSAL_MESSAGES.es.provider_unavailable);
    assert.equal(db.rows.size, 0);
    // Nothing left holding the name: adding again works.
    assert.equal((await call(add('mail.casa-verde.com'))).status, 200);
  });
});

Deno.test('a stale claim released to another workspace: the old Resend domain is deleted and made afresh', async () => {
  await withFunction(async ({ call, db, resend }) => {
    const first = (await call(add('mail.casa-verde.com'))).body.domain;
    const oldProviderId = db.rows.get(first.id)?.provider_id as string;
    const oldKey = resend.domains.get(oldProviderId)?.records[2]?.value;
    // Still within 72 hours: refused. Past them, unverified: released to the new claimant.
    db.advance(71 * HOUR);
    assert.equal((await call(add('mail.casa-verde.com', HARBOR), STRANGER)).status, 409);
    db.advance(2 * HOUR);
    const taken = await call(add('mail.casa-verde.com', HARBOR), STRANGER);
    assert.equal(taken.status, 200);
    assert.equal(taken.body.domain.workspace_id, HARBOR);
    const newProviderId = db.rows.get(taken.body.domain.id)?.provider_id as string;
    assert.notEqual(newProviderId, oldProviderId);
    assert.ok(!resend.domains.has(oldProviderId));
    assert.equal(resend.domains.size, 1);
    assert.notEqual(resend.domains.get(newProviderId)?.records[2]?.value, oldKey);
    assert.deepEqual(resend.requests.slice(1), [
      'POST /domains',
      'GET /domains',
      `DELETE /domains/${oldProviderId}`,
      'POST /domains',
    ]);
  });
});

Deno.test('a name held by another Resend account is refused as claimed, and the claim deleted', async () => {
  await withFunction(async ({ call, db, resend }) => {
    resend.elsewhere.add('mail.casa-verde.com');
    const { status, body } = await call(add('mail.casa-verde.com'));
    assert.equal(status, 409);
    assert.equal(body.error.code, 'sender_domain_claimed');
    assert.equal(db.rows.size, 0);
  });
});

Deno.test('check: verify then get, stored; pending until Resend finds the records, then verified with verified_at', async () => {
  await withFunction(async ({ call, db, resend }) => {
    const { id } = (await call(add('mail.casa-verde.com'))).body.domain;
    const providerId = db.rows.get(id)?.provider_id as string;
    const pending = await call({ action: 'check', domainId: id });
    assert.equal(pending.status, 200);
    assert.equal(pending.body.domain.status, 'pending');
    assert.ok(pending.body.domain.records.every((record: { status: string }) => record.status === 'pending'));
    assert.equal(pending.body.domain.verified_at, null);
    assert.ok(!('provider_id' in pending.body.domain));

    resend.setStatus(providerId, 'verified');
    db.advance(HOUR);
    const verified = await call({ action: 'check', domainId: id });
    assert.equal(verified.body.domain.status, 'verified');
    assert.equal(verified.body.domain.verified_at, verified.body.domain.checked_at);
    db.advance(HOUR);
    const again = await call({ action: 'check', domainId: id });
    assert.equal(again.body.domain.verified_at, verified.body.domain.verified_at);
    assert.notEqual(again.body.domain.checked_at, verified.body.domain.checked_at);
    assert.deepEqual(resend.requests.slice(1, 3), [
      `POST /domains/${providerId}/verify`,
      `GET /domains/${providerId}`,
    ]);

    // A reserved test domain is verified at the first check.
    const test = (await call(add('mail.casa-verde.test'))).body.domain;
    assert.equal((await call({ action: 'check', domainId: test.id })).body.domain.status, 'verified');
  });
});

Deno.test("check: another workspace's domain is 404 without asking Resend; Resend down is 502 and nothing changes", async () => {
  await withFunction(async ({ call, db, resend }) => {
    const { id } = (await call(add('mail.casa-verde.com'))).body.domain;
    const before = structuredClone(db.rows.get(id));
    for (const caller of [STRANGER, MEMBER]) {
      const { status, body } = await call({ action: 'check', domainId: id }, caller);
      assert.equal(status, 404);
      assert.equal(body.error.code, 'sender_domain_not_found');
    }
    assert.equal((await call({ action: 'check', domainId: crypto.randomUUID() })).status, 404);
    assert.deepEqual(resend.requests, ['POST /domains']);
    resend.failures.push(500);
    const down = await quietly(() => call({ action: 'check', domainId: id }));
    assert.equal(down.status, 502);
    assert.equal(down.body.error.code, 'provider_unavailable');
    assert.deepEqual(db.rows.get(id), before);
  });
});

Deno.test('check: a domain deleted in Resend meanwhile is created again', async () => {
  await withFunction(async ({ call, db, resend }) => {
    const { id } = (await call(add('mail.casa-verde.com'))).body.domain;
    const oldProviderId = db.rows.get(id)?.provider_id as string;
    resend.domains.delete(oldProviderId);
    const { status, body } = await call({ action: 'check', domainId: id });
    assert.equal(status, 200);
    assert.equal(body.domain.status, 'not_started');
    const newProviderId = db.rows.get(id)?.provider_id as string;
    assert.notEqual(newProviderId, oldProviderId);
    assert.ok(resend.domains.has(newProviderId));
  });
});

Deno.test('remove: refused while a send uses it; then the row and the Resend domain go; a 404 in Resend is fine', async () => {
  await withFunction(async ({ call, db, resend }) => {
    const { id } = (await call(add('mail.casa-verde.com'))).body.domain;
    const providerId = db.rows.get(id)?.provider_id as string;
    assert.equal((await call({ action: 'remove', domainId: id }, STRANGER)).status, 404);
    assert.equal((await call({ action: 'remove', domainId: id }, MEMBER)).status, 404);

    db.inUse.add(id);
    const inUse = await call({ action: 'remove', domainId: id });
    assert.equal(inUse.status, 409);
    assert.equal(inUse.body.error.code, 'sender_domain_in_use');
    assert.ok(db.rows.has(id) && resend.domains.has(providerId));

    db.inUse.clear();
    assert.deepEqual(await call({ action: 'remove', domainId: id }), {
      status: 200,
      body: { removed: true },
    });
    assert.ok(!db.rows.has(id));
    assert.ok(!resend.domains.has(providerId));
    assert.equal((await call({ action: 'remove', domainId: id })).status, 404);

    const other = (await call(add('news.casa-verde.com'))).body.domain;
    resend.domains.delete(db.rows.get(other.id)?.provider_id as string);
    assert.equal((await call({ action: 'remove', domainId: other.id })).status, 200);
    assert.ok(!db.rows.has(other.id));
  });
});

Deno.test('refused before the database: no user token, a bad body, another method', async () => {
  await withFunction(async ({ call, db, resend }) => {
    assert.equal((await call(add('mail.casa-verde.com'), '')).status, 401);
    assert.equal((await call(add('mail.casa-verde.com'), bearer({ role: 'anon' }))).status, 401);
    const service = await call(add('mail.casa-verde.com'), bearer({ role: 'service_role' }));
    assert.equal(service.status, 401);
    assert.equal(service.body.error.message, REFUSAL_MESSAGES.en.unauthorized);
    for (const body of [
      '{nope',
      {},
      { action: 'add', workspaceId: 'nope', name: 'mail.casa-verde.com' },
      { action: 'add', workspaceId: CASA, name: 42 },
      { action: 'add', workspaceId: CASA, name: 'mail.casa-verde.com', clientId: 'nope' },
      { action: 'check', domainId: 'nope' },
      { action: 'delete', domainId: CASA },
    ]) {
      const { status, body: answer } = await call(body);
      assert.equal(status, 400, JSON.stringify(body));
      assert.equal(answer.error.code, 'invalid_request');
    }
    assert.equal(db.rows.size, 0);
    assert.deepEqual(resend.requests, []);
  });
  const handler = createSenderDomainsHandler({
    env: { SITE_URL: APP },
    db: memorySenderDomainsDb({}),
    resend: () => {
      throw new Error('not called');
    },
  });
  const get = await handler(
    new Request('http://functions.local/sender-domains', { headers: { origin: APP } }),
  );
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
  const options = await handler(
    new Request('http://functions.local/sender-domains', { method: 'OPTIONS', headers: { origin: APP } }),
  );
  assert.equal(options.status, 204);
  assert.equal(options.headers.get('access-control-allow-origin'), APP);
});

Deno.test('a row for a product domain (claimed before the operator chose it) is never provisioned', async () => {
  await withFunction(async ({ call, db, resend }) => {
    const { id } = (await call(add('news.casa-verde.com'))).body.domain;
    const row = db.rows.get(id);
    if (!row) throw new Error('no row');
    // The operator later makes it the shared domain; Resend's copy is gone.
    resend.domains.clear();
    row.name = 'mail.pitchcraft.test';
    row.provider_id = null;
    const { status, body } = await call({ action: 'check', domainId: id });
    assert.equal(status, 409);
    assert.equal(body.error.code, 'sender_domain_claimed');
    assert.equal(resend.domains.size, 0);
  });
});
