import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, B, SENDABLE_HTML } from './testing/fixtures.ts';

const db = testDatabase();

async function newEmailCampaign(workspace = A.id) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, kind, name, html, subject, sender_name, sender_domain, status)
     values ($1, 'email', 'Send test', $2, 'Hello', 'Sender',
             (select d.name from public.sender_domains d where d.workspace_id = $1), 'ready') returning id`,
    [workspace, SENDABLE_HTML],
  );
  return rows[0].id as string;
}

const addRecipients = (actor: Actor, campaign: string, emails: (string | null)[]) =>
  db.act(
    actor,
    async (c) => (await c.query('select * from public.add_recipients($1, $2)', [campaign, emails])).rows[0],
  );

const buy = (campaign: string, recipients: number) =>
  db.admin.query(
    `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, amount_cents, status, paid_at)
     select workspace_id, id, 'basic', $2, 899, 'paid', now() from public.campaigns where id = $1`,
    [campaign, recipients],
  );

describe('add_recipients', () => {
  test('trims, lower-cases, validates and deduplicates within the call and against the campaign', async () => {
    const id = await newEmailCampaign();
    const first = await addRecipients('memberA', id, [
      ' Ana@Example.com ',
      'ana@example.com',
      'bob@example.com\r',
      '\ufeffcarol@example.org',
      'not-an-email',
      'two@@example.com',
      'dot.@example.com',
      'x@localhost',
      '',
      null,
    ]);
    expect(first).toEqual({ inserted: 3, duplicates: 1, invalid: 6 });
    const second = await addRecipients('memberA', id, ['BOB@example.com', 'dave@example.com']);
    expect(second).toEqual({ inserted: 1, duplicates: 1, invalid: 0 });
    const { rows } = await db.admin.query(
      'select email from public.recipients where campaign_id = $1 order by id',
      [id],
    );
    expect(rows.map((r) => r.email)).toEqual([
      'ana@example.com',
      'bob@example.com',
      'carol@example.org',
      'dave@example.com',
    ]);
  });

  test('refuses other workspaces, anon and more than 50,000 addresses at once', async () => {
    expect(await outcome(addRecipients('memberB', A.email, ['x@example.com']))).toBe('campaign_not_found');
    expect(await outcome(addRecipients('anon', A.email, ['x@example.com']))).toBe('42501');
    expect(await outcome(addRecipients('memberA', A.email, Array(50_001).fill('x@example.com')))).toBe(
      'invalid_argument',
    );
  });

  test('a direct insert cannot carry another workspace id or a bad address', async () => {
    const insert = (workspace: string, email: string) =>
      outcome(
        db.attempt('memberA', (c) =>
          c.query('insert into public.recipients (workspace_id, campaign_id, email) values ($1, $2, $3)', [
            workspace,
            A.email,
            email,
          ]),
        ),
      );
    expect(await insert(A.id, 'Upper@Example.com')).toBe('23514');
    expect(await insert(B.id, 'ok@example.com')).toBe('42501');
  });

  test('takes 50,000 addresses in one call', async () => {
    const id = await newEmailCampaign();
    const emails = Array.from({ length: 48_500 }, (_, i) => `reader.${i}@example${i % 7}.com`);
    emails.push(...emails.slice(0, 1000).map((e) => e.toUpperCase()), ...Array(500).fill('broken@'));
    const started = performance.now();
    const result = await addRecipients('memberA', id, emails);
    const seconds = (performance.now() - started) / 1000;
    console.info(`add_recipients: 50,000 addresses in ${seconds.toFixed(2)} s`);
    expect(result).toEqual({ inserted: 48_500, duplicates: 1000, invalid: 500 });
  }, 60_000);
});

describe('recipient_summary and campaign_usage', () => {
  test('count the publish screen figures', async () => {
    const summary = await db.attempt(
      'memberA',
      async (c) => (await c.query('select * from public.recipient_summary($1)', [A.email])).rows,
    );
    expect(summary).toEqual([
      {
        total: 2,
        already_sent: 1,
        delivered: 0,
        opened: 0,
        clicked: 0,
        bounced: 0,
        failed: 0,
        complained: 0,
        delayed: 0,
        new: 1,
        unsubscribed: 0,
      },
    ]);
    const usage = await db.attempt(
      'memberA',
      async (c) => (await c.query('select * from public.campaign_usage($1)', [A.email])).rows,
    );
    expect(usage).toEqual([{ allowed: 500, used: 1, remaining: 499 }]);
  });

  test('are refused outside the workspace', async () => {
    for (const fn of ['recipient_summary', 'campaign_usage']) {
      expect(
        await outcome(db.attempt('ownerB', (c) => c.query(`select * from public.${fn}($1)`, [A.email]))),
      ).toBe('campaign_not_found');
      expect(
        await outcome(db.attempt('anon', (c) => c.query(`select * from public.${fn}($1)`, [A.email]))),
      ).toBe('42501');
    }
  });

  test('refunds and failed payments do not count', async () => {
    const id = await newEmailCampaign();
    await buy(id, 1000);
    await db.admin.query(
      `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status)
       values ($1, $2, 'premium', 2500, 'failed'), ($1, $2, 'premium', 2500, 'pending')`,
      [A.id, id],
    );
    const usage = await db.attempt(
      'adminA',
      async (c) => (await c.query('select * from public.campaign_usage($1)', [id])).rows[0],
    );
    expect(usage).toEqual({ allowed: 1000, used: 0, remaining: 1000 });
  });
});

describe('ship_campaign', () => {
  const ship = (actor: Actor, campaign: string) =>
    db.act(actor, async (c) => (await c.query('select * from public.ship_campaign($1)', [campaign])).rows[0]);
  const failure = (actor: Actor, campaign: string) => outcome(ship(actor, campaign));

  test('holds the new, unsuppressed recipients up to the allowance in one job; a second call returns it', async () => {
    const id = await newEmailCampaign();
    await addRecipients('memberA', id, [
      'one@example.com',
      'two@example.com',
      'three@example.com',
      'gone-ws1@example.test',
    ]);
    await buy(id, 2);
    const job = await ship('memberA', id);
    expect(job).toMatchObject({ campaign_id: id, status: 'queued', total_recipients: 2, bookmark: '0' });
    expect((await ship('adminA', id)).id).toBe(job.id);
    const held = await db.admin.query(
      'select email from public.recipients where send_job_id = $1 order by id',
      [job.id],
    );
    expect(held.rows.map((r) => r.email)).toEqual(['one@example.com', 'two@example.com']);
    const status = await db.admin.query('select status from public.campaigns where id = $1', [id]);
    expect(status.rows[0].status).toBe('sending');
  });

  test('skips the suppressed, and says no_recipients when only they are left', async () => {
    const id = await newEmailCampaign();
    await addRecipients('memberA', id, ['gone-ws1@example.test']);
    await buy(id, 10);
    expect(await failure('memberA', id)).toBe('no_recipients');
  });

  test('explains what is missing', async () => {
    const unpaid = await newEmailCampaign();
    await addRecipients('memberA', unpaid, ['one@example.com']);
    expect(await failure('memberA', unpaid)).toBe('no_payment');

    const spent = await newEmailCampaign();
    await addRecipients('memberA', spent, ['one@example.com', 'two@example.com']);
    await buy(spent, 1);
    await ship('memberA', spent);
    await db.admin.query(`update public.send_jobs set status = 'finished' where campaign_id = $1`, [spent]);
    await db.admin.query(`update public.campaigns set status = 'sent' where id = $1`, [spent]);
    expect(await failure('memberA', spent)).toBe('no_recipients_left');

    const draft = await newEmailCampaign();
    await db.admin.query(`update public.campaigns set status = 'draft' where id = $1`, [draft]);
    expect(await failure('memberA', draft)).toBe('campaign_not_ready');
    expect(await failure('memberA', A.page)).toBe('campaign_not_ready');

    const noSender = await newEmailCampaign();
    await db.admin.query('update public.campaigns set sender_name = null where id = $1', [noSender]);
    expect(await failure('memberA', noSender)).toBe('sender_required');

    const noAddress = await newEmailCampaign(B.id);
    await db.admin.query('update public.workspaces set contact_street = null where id = $1', [B.id]);
    expect(await failure('memberB', noAddress)).toBe('postal_address_required');
    await db.admin.query(`update public.workspaces set contact_street = '1 Main Street' where id = $1`, [
      B.id,
    ]);
  });

  test('is refused outside the workspace and to anon', async () => {
    expect(await failure('ownerB', A.email)).toBe('campaign_not_found');
    expect(await outcome(ship('anon', A.email))).toBe('42501');
  });
});

describe('record_recipient_event', () => {
  const record = (eventId: string, type: string, at: string, permanent = true) =>
    db.act(
      'service',
      async (c) =>
        (
          await c.query('select public.record_recipient_event($1, $2, $3, $4, $5, $6) as r', [
            eventId,
            'msg-ws2',
            type,
            at,
            '{}',
            permanent,
          ])
        ).rows[0].r,
    );
  const flags = async () =>
    (
      await db.admin.query(
        'select sent, delivered, opened, clicked, bounced from public.recipients where id = $1',
        [B.sentRecipient],
      )
    ).rows[0];

  test('records once, sets flags that never turn off, whatever the order', async () => {
    expect(await record('evt_open', 'opened', '2026-11-21T10:05:00Z')).toBe('recorded');
    expect(await record('evt_open', 'opened', '2026-11-21T10:05:00Z')).toBe('duplicate');
    expect(await record('evt_late_delivered', 'delivered', '2026-11-21T10:00:00Z')).toBe('recorded');
    expect(await flags()).toEqual({
      sent: true,
      delivered: true,
      opened: true,
      clicked: false,
      bounced: false,
    });
    const last = await db.admin.query('select last_event_at from public.recipients where id = $1', [
      B.sentRecipient,
    ]);
    expect(last.rows[0].last_event_at.toISOString()).toBe('2026-11-21T10:05:00.000Z');
    const count = await db.admin.query(
      'select count(*)::int as n from public.recipient_events where recipient_id = $1',
      [B.sentRecipient],
    );
    expect(count.rows[0].n).toBe(3);
  });

  test('a soft bounce is recorded; a hard bounce or a complaint suppresses the address', async () => {
    const suppressed = async () =>
      (
        await db.admin.query(
          `select reason from public.suppressions where workspace_id = $1 and email = 'sent-ws2@example.test'`,
          [B.id],
        )
      ).rows;
    expect(await record('evt_soft', 'bounced', '2026-11-21T11:00:00Z', false)).toBe('recorded');
    expect(await suppressed()).toEqual([]);
    expect(await record('evt_complaint', 'complained', '2026-11-21T11:01:00Z')).toBe('recorded');
    expect(await suppressed()).toEqual([{ reason: 'complained' }]);
  });

  test('an unknown message id changes nothing; users cannot call it', async () => {
    const unknown = await db.act(
      'service',
      async (c) =>
        (await c.query(`select public.record_recipient_event('evt_x', 'nope', 'opened', now()) as r`)).rows[0]
          .r,
    );
    expect(unknown).toBe('unknown_message');
    expect(
      await outcome(
        db.attempt('ownerB', (c) =>
          c.query(`select public.record_recipient_event('evt_y', 'msg-ws2', 'opened', now())`),
        ),
      ),
    ).toBe('42501');
  });
});

describe('unsubscribe', () => {
  test('suppresses the address for the workspace, idempotently, and says where from', async () => {
    const { rows } = await db.admin.query('select unsubscribe_token from public.recipients where id = $1', [
      A.newRecipient,
    ]);
    const token = rows[0].unsubscribe_token;
    const answer = async () =>
      (await db.act('service', (c) => c.query('select * from public.unsubscribe($1)', [token]))).rows;
    expect(await answer()).toEqual([
      { email: 'new-ws1@example.test', workspace_name: 'Workspace ws1', locale: 'en' },
    ]);
    expect(await answer()).toHaveLength(1);
    const list = await db.admin.query(
      `select reason from public.suppressions where email = 'new-ws1@example.test'`,
    );
    expect(list.rows).toEqual([{ reason: 'unsubscribed' }]);
  });

  test('an unknown token answers nothing; users and anon cannot call it', async () => {
    const none = await db.act('service', (c) =>
      c.query(`select * from public.unsubscribe(gen_random_uuid())`),
    );
    expect(none.rows).toEqual([]);
    for (const actor of ['anon', 'memberA'] as const) {
      expect(
        await outcome(
          db.attempt(actor, (c) => c.query(`select * from public.unsubscribe(gen_random_uuid())`)),
        ),
      ).toBe('42501');
    }
  });
});
