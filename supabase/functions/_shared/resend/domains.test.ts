import assert from 'node:assert/strict';
import { startFakeResendDomains } from '../testing/fake-resend-domains.ts';
import {
  createResendDomains,
  domainRecords,
  ResendDomainError,
  resendDomainsFromEnv,
  senderDomainStatus,
} from './domains.ts';

Deno.test("create, get, list, verify and remove speak Resend's Domains API through the SDK", async () => {
  const fake = startFakeResendDomains();
  try {
    const resend = createResendDomains({ apiKey: 're_test', baseUrl: `${fake.baseUrl}/` });
    const created = await resend.create('mail.casa-verde.com');
    assert.equal(created.name, 'mail.casa-verde.com');
    assert.equal(created.status, 'not_started');
    assert.equal(created.region, 'us-east-1');
    assert.deepEqual(
      created.records.map((record) => [record.record, record.type, record.name, record.status]),
      [
        ['SPF', 'MX', 'send', 'not_started'],
        ['SPF', 'TXT', 'send', 'not_started'],
        ['DKIM', 'TXT', 'resend._domainkey', 'not_started'],
      ],
    );
    assert.equal(created.records[0]?.priority, 10);

    await resend.verify(created.id);
    assert.equal((await resend.get(created.id)).status, 'pending');
    fake.setStatus(created.id, 'verified');
    assert.equal((await resend.get(created.id)).status, 'verified');

    await resend.remove(created.id);
    await assert.rejects(resend.get(created.id), (error: ResendDomainError) => error.notFound);
    assert.deepEqual(fake.requests, [
      'POST /domains',
      `POST /domains/${created.id}/verify`,
      `GET /domains/${created.id}`,
      `GET /domains/${created.id}`,
      `DELETE /domains/${created.id}`,
      `GET /domains/${created.id}`,
    ]);
  } finally {
    await fake.close();
  }
});

Deno.test('list reads every page', async () => {
  const fake = startFakeResendDomains();
  try {
    for (let i = 0; i < 230; i++) fake.add(`d${i}.casa-verde.com`);
    const listed = await createResendDomains({ apiKey: 're_test', baseUrl: fake.baseUrl }).list();
    assert.equal(listed.length, 230);
    assert.equal(new Set(listed.map((domain) => domain.id)).size, 230);
    assert.equal(fake.requests.filter((request) => request.startsWith('GET /domains')).length, 3);
  } finally {
    await fake.close();
  }
});

Deno.test("errors keep Resend's status and name; a registered name and an unreachable provider are told apart", async () => {
  const fake = startFakeResendDomains();
  try {
    const resend = createResendDomains({ apiKey: 're_test', baseUrl: fake.baseUrl });
    await resend.create('mail.casa-verde.com');
    await assert.rejects(resend.create('mail.casa-verde.com'), (error: ResendDomainError) => {
      assert.equal(error.statusCode, 403);
      assert.equal(error.code, 'validation_error');
      assert.ok(error.alreadyRegistered);
      return true;
    });
    fake.failures.push(503);
    await assert.rejects(resend.create('x.casa-verde.com'), (error: ResendDomainError) => {
      assert.equal(error.statusCode, 503);
      assert.ok(!error.alreadyRegistered && !error.notFound);
      return true;
    });
  } finally {
    await fake.close();
  }
  const down = createResendDomains({ apiKey: 're_test', baseUrl: 'http://127.0.0.1:9/resend' });
  await assert.rejects(down.get('x'), (error: ResendDomainError) => error instanceof ResendDomainError);
});

Deno.test('statuses and records as stored: partial statuses mapped, unknown fields dropped', () => {
  assert.equal(senderDomainStatus('verified'), 'verified');
  assert.equal(senderDomainStatus('temporary_failure'), 'temporary_failure');
  assert.equal(senderDomainStatus('partially_verified'), 'pending');
  assert.equal(senderDomainStatus('partially_failed'), 'failed');
  assert.equal(senderDomainStatus(undefined), 'pending');
  assert.deepEqual(
    domainRecords([
      {
        record: 'SPF',
        name: 'send',
        type: 'MX',
        ttl: 'Auto',
        status: 'verified',
        value: 'mx',
        priority: 10,
        routing_policy: 'x',
      },
      'junk',
    ]),
    [{ record: 'SPF', name: 'send', type: 'MX', ttl: 'Auto', status: 'verified', value: 'mx', priority: 10 }],
  );
  assert.deepEqual(domainRecords(null), []);
});

Deno.test('the environment names the account; without a key there is none', () => {
  assert.throws(() => resendDomainsFromEnv({}), /RESEND_API_KEY/);
  assert.ok(
    resendDomainsFromEnv({
      RESEND_API_KEY: 're_local_outbox',
      RESEND_BASE_URL: 'http://127.0.0.1:54324/resend',
    }),
  );
});
