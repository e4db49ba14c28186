import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, B, SENDABLE_HTML } from './testing/fixtures.ts';

/**
 * Sender domains (docs/domains.md): one workspace per name, only owned and verified domains (or
 * the shared one) send, the pre-send checklist ship_campaign refuses on, and jobs that pause.
 */
const db = testDatabase();

const claim = (actor: Actor, workspace: string, name: string, client: string | null = null) =>
  db.act(
    actor,
    async (c) =>
      (await c.query('select * from public.claim_sender_domain($1, $2, $3)', [workspace, name, client]))
        .rows[0],
  );
const setStatus = (name: string, status: string) =>
  db.admin.query('update public.sender_domains set status = $2 where name = $1', [name, status]);

async function emailCampaign(workspace: string, fields: Record<string, string | null> = {}) {
  const values = {
    html: SENDABLE_HTML,
    sender_domain: workspace === A.id ? A.domainName : B.domainName,
    client_id: null,
    ...fields,
  };
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, client_id, kind, name, html, subject, preheader, sender_name, sender_domain, status)
     values ($1, $2, 'email', 'Domains', $3, 'Hello', 'A short preheader', 'Sender', $4, 'ready') returning id`,
    [workspace, values.client_id, values.html, values.sender_domain],
  );
  const id = rows[0].id as string;
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email)
     select $1, $2::uuid, 'r' || i || '-' || left($2::text, 8) || '@example.com' from generate_series(1, 3) i`,
    [workspace, id],
  );
  await db.admin.query(
    `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status, paid_at)
     values ($1, $2, 'basic', 500, 'paid', now())`,
    [workspace, id],
  );
  return id;
}
const ship = (actor: Actor, campaign: string) =>
  db.act(actor, async (c) => (await c.query('select * from public.ship_campaign($1)', [campaign])).rows[0]);

describe('claiming a domain', () => {
  test('owners and admins claim a name once; members cannot; the same workspace gets its row back', async () => {
    const first = await claim('adminA', A.id, ' News.Casa-Verde.com. ');
    expect(first).toMatchObject({ workspace_id: A.id, name: 'news.casa-verde.com', status: 'not_started' });
    expect((await claim('ownerA', A.id, 'news.casa-verde.com')).id).toBe(first.id);
    expect(await outcome(claim('memberA', A.id, 'member.casa-verde.com'))).toBe('workspace_not_found');
    expect(await outcome(claim('adminA', A.id, 'not a domain'))).toBe('invalid_sender_domain');
    expect(await outcome(claim('adminA', A.id, 'client.casa-verde.com', B.client))).toBe('client_not_found');
    const forClient = await claim('adminA', A.id, 'client.casa-verde.com', A.client);
    expect(forClient.client_id).toBe(A.client);
  });

  test('another workspace cannot claim it, verified or recently claimed; an unverified claim older than 72 h is released', async () => {
    await claim('adminA', A.id, 'shop.bluebird.com');
    expect(await outcome(claim('ownerB', B.id, 'shop.bluebird.com'))).toBe('sender_domain_claimed');
    // The fixture's verified domain of A, however old.
    await db.admin.query(
      `update public.sender_domains set created_at = now() - interval '30 days' where name = $1`,
      [A.domainName],
    );
    expect(await outcome(claim('ownerB', B.id, A.domainName))).toBe('sender_domain_claimed');
    // Verified once, failing now (its DNS changed): still A's.
    await setStatus(A.domainName, 'temporary_failure');
    expect(await outcome(claim('ownerB', B.id, A.domainName))).toBe('sender_domain_claimed');
    await setStatus(A.domainName, 'verified');

    await db.admin.query(
      `update public.sender_domains set created_at = now() - interval '73 hours', status = 'pending' where name = 'shop.bluebird.com'`,
    );
    const taken = await claim('ownerB', B.id, 'shop.bluebird.com');
    expect(taken.workspace_id).toBe(B.id);
    const left = await db.admin.query('select workspace_id from public.sender_domains where name = $1', [
      'shop.bluebird.com',
    ]);
    expect(left.rows).toEqual([{ workspace_id: B.id }]);
  });

  test("members see their workspace's domains only; nobody writes status or records through the API", async () => {
    const seen = await db.act(
      'memberB',
      async (c) => (await c.query('select name from public.sender_domains')).rows,
    );
    expect(seen.map((r) => r.name)).toContain(B.domainName);
    expect(seen.map((r) => r.name)).not.toContain(A.domainName);
    expect(
      await outcome(
        db.act('ownerA', (c) =>
          c.query(
            `insert into public.sender_domains (workspace_id, name, status) values ($1, 'forged.example.com', 'verified')`,
            [A.id],
          ),
        ),
      ),
    ).toBe('42501');
    const pending = await claim('adminA', A.id, 'pending.casa-verde.com');
    expect(
      await outcome(
        db.act('ownerA', (c) =>
          c.query(`update public.sender_domains set status = 'verified' where id = $1`, [pending.id]),
        ),
      ),
    ).toBe('42501');
    expect(
      await outcome(
        db.act('adminB', (c) => c.query('select public.sender_domain_to_manage($1)', [pending.id])),
      ),
    ).toBe('sender_domain_not_found');
    expect(
      await outcome(
        db.act('memberA', (c) => c.query('select public.sender_domain_to_manage($1)', [pending.id])),
      ),
    ).toBe('sender_domain_not_found');
    const managed = await db.act(
      'adminA',
      async (c) => (await c.query('select * from public.sender_domain_to_manage($1)', [pending.id])).rows[0],
    );
    expect(managed.name).toBe('pending.casa-verde.com');
  });

  test('admins remove a domain, members cannot, and nobody while a send from it has not ended', async () => {
    const spare = await claim('adminA', A.id, 'spare.casa-verde.com');
    const removed = (actor: Actor, id: string) =>
      db.act(
        actor,
        async (c) => (await c.query('delete from public.sender_domains where id = $1', [id])).rowCount,
      );
    expect(await removed('memberA', spare.id)).toBe(0);
    expect(await removed('adminB', spare.id)).toBe(0);
    expect(await removed('adminA', spare.id)).toBe(1);

    const busy = await claim('adminA', A.id, 'busy.casa-verde.com');
    await setStatus('busy.casa-verde.com', 'verified');
    const campaign = await emailCampaign(A.id, { sender_domain: 'busy.casa-verde.com' });
    await ship('memberA', campaign);
    expect(await outcome(removed('adminA', busy.id))).toBe('sender_domain_in_use');
    await db.admin.query(`update public.send_jobs set status = 'finished' where campaign_id = $1`, [
      campaign,
    ]);
    expect(await removed('adminA', busy.id)).toBe(1);
  });
});

describe('sending only from what the workspace owns', () => {
  test("another workspace's verified domain is refused, typed as it may be", async () => {
    const attack = await emailCampaign(B.id, { sender_domain: A.domainName });
    expect(await outcome(ship('ownerB', attack))).toBe('sender_domain_not_owned');
    const shouting = await emailCampaign(B.id, { sender_domain: A.domainName.toUpperCase() });
    expect(await outcome(ship('ownerB', shouting))).toBe('sender_domain_not_owned');
    const unknown = await emailCampaign(B.id, { sender_domain: 'nobody-claimed.example.com' });
    expect(await outcome(ship('ownerB', unknown))).toBe('sender_domain_not_owned');
  });

  test("a domain not verified yet is refused; a client's domain sends only that client's campaigns", async () => {
    await claim('adminA', A.id, 'waiting.casa-verde.com');
    const waiting = await emailCampaign(A.id, { sender_domain: 'waiting.casa-verde.com' });
    expect(await outcome(ship('memberA', waiting))).toBe('sender_domain_not_verified');

    await db.admin.query(
      `insert into public.clients (id, workspace_id, name) values ('00000099-0000-4000-8000-000000000001', $1, 'Other client')`,
      [A.id],
    );
    await claim('adminA', A.id, 'client-only.casa-verde.com', A.client);
    await setStatus('client-only.casa-verde.com', 'verified');
    const otherClient = await emailCampaign(A.id, {
      sender_domain: 'client-only.casa-verde.com',
      client_id: '00000099-0000-4000-8000-000000000001',
    });
    expect(await outcome(ship('memberA', otherClient))).toBe('sender_domain_not_owned');
    const ownClient = await emailCampaign(A.id, {
      sender_domain: 'client-only.casa-verde.com',
      client_id: A.client,
    });
    const job = await ship('memberA', ownClient);
    expect(job).toMatchObject({ sender_domain: 'client-only.casa-verde.com', sender_name: 'Sender' });
  });

  test("without a domain a campaign goes out from the shared domain, Reply-To the workspace's contact email", async () => {
    await db.admin.query(`update public.workspaces set contact_email = null where id = $1`, [B.id]);
    const shared = await emailCampaign(B.id, { sender_domain: null });
    expect(await outcome(ship('memberB', shared))).toBe('reply_to_required');
    await db.admin.query(
      `update public.workspaces set contact_email = 'hello@bluebird.example' where id = $1`,
      [B.id],
    );
    const job = await ship('memberB', shared);
    expect(job).toMatchObject({
      sender_domain: null,
      sender_name: 'Sender',
      reply_to: 'hello@bluebird.example',
    });
  });

  test('the HTML that will be sent must show the postal address and the unsubscribe link', async () => {
    const noAddress = await emailCampaign(A.id, {
      html: '<p>Hi</p><a href="{{unsubscribe_url}}">Unsubscribe</a>',
    });
    expect(await outcome(ship('memberA', noAddress))).toBe('postal_address_missing_from_email');
    const noLink = await emailCampaign(A.id, { html: '<p>1 Main Street, Austin, 78701</p>' });
    expect(await outcome(ship('memberA', noLink))).toBe('unsubscribe_link_missing');
    const escaped = await emailCampaign(A.id, {
      html: '<style>p{}</style><p>1&nbsp;Main   Street,<br>AUSTIN&#160;78701</p><a href="{{unsubscribe_url}}">x</a>',
    });
    expect((await ship('memberA', escaped)).status).toBe('queued');
  });

  test('the checklist lists every item for members and no one else', async () => {
    const campaign = await emailCampaign(A.id, { html: '<p>Hi</p>' });
    const rows = await db.act(
      'memberA',
      async (c) => (await c.query('select * from public.campaign_send_checklist($1)', [campaign])).rows,
    );
    expect(rows.map((r) => [r.item, r.ok])).toEqual([
      ['sender_name', true],
      ['sender_domain', true],
      ['reply_to', false],
      ['subject', true],
      ['subject_length', true],
      ['preheader', true],
      ['postal_address', true],
      ['postal_address_in_email', false],
      ['unsubscribe_link', false],
      ['message_size', true],
      ['attachments_size', true],
      ['approval', true],
    ]);
    expect(rows.find((r) => r.item === 'reply_to').blocking).toBe(false);
    expect(rows.find((r) => r.item === 'approval').blocking).toBe(false);
    expect(
      await outcome(
        db.act('memberB', (c) => c.query('select * from public.campaign_send_checklist($1)', [campaign])),
      ),
    ).toBe('campaign_not_found');
  });
});

describe('jobs that pause', () => {
  /** A shipped job of 150 recipients of B, all recorded as sent with message ids. */
  let jobs = 0;
  async function sentJob() {
    const campaign = await emailCampaign(B.id);
    jobs += 1;
    await db.admin.query(
      `insert into public.recipients (workspace_id, campaign_id, email)
       select $1, $2, 'bulk' || $3 || '-' || i || '@example.com' from generate_series(1, 147) i`,
      [B.id, campaign, jobs],
    );
    const job = await ship('memberB', campaign);
    await db.admin.query(
      `update public.recipients set sent = true, message_id = 'pause-' || id where send_job_id = $1`,
      [job.id],
    );
    await db.admin.query(`update public.send_jobs set status = 'running', sent_count = 150 where id = $1`, [
      job.id,
    ]);
    const messages = await db.admin.query(
      'select message_id from public.recipients where send_job_id = $1 order by id',
      [job.id],
    );
    return { campaign, job: job.id as string, messages: messages.rows.map((r) => r.message_id as string) };
  }
  const event = (message: string | undefined, type: string, permanent = true) =>
    db.act('service', (c) =>
      c.query('select public.record_recipient_event($1, $2, $3, now(), $4, $5)', [
        `evt-${type}-${message}`,
        message,
        type,
        '{}',
        permanent,
      ]),
    );
  const state = async (job: string) =>
    (
      await db.admin.query(
        `select j.status, j.pause_reason, j.complaint_count, j.hard_bounce_count, j.auto_pause, c.status as campaign
         from public.send_jobs j join public.campaigns c on c.id = j.campaign_id where j.id = $1`,
        [job],
      )
    ).rows[0];

  test('one complaint in 150 (over 0.1 %) pauses the job and its campaign; an admin resumes it, a member cannot', async () => {
    const { job, messages } = await sentJob();
    await event(messages[0], 'opened');
    expect((await state(job)).status).toBe('running');
    await event(messages[1], 'complained');
    expect(await state(job)).toMatchObject({
      status: 'paused',
      pause_reason: 'complaints',
      complaint_count: 1,
      campaign: 'paused',
    });
    const resume = (actor: Actor) =>
      db.act(actor, async (c) => (await c.query('select * from public.resume_send_job($1)', [job])).rows[0]);
    expect(await outcome(resume('memberB'))).toBe('owner_or_admin_only');
    expect(await outcome(resume('adminA'))).toBe('send_job_not_found');
    expect(await resume('adminB')).toMatchObject({ status: 'queued', auto_pause: false });
    expect((await state(job)).campaign).toBe('sending');
    expect(await outcome(resume('adminB'))).toBe('send_job_not_paused');
    // A person decided to go on: the thresholds no longer pause this job.
    await event(messages[2], 'complained');
    expect(await state(job)).toMatchObject({ status: 'queued', complaint_count: 2 });
  });

  test('hard bounces pause past 5 %; soft bounces and repeats do not count', async () => {
    const { job, messages } = await sentJob();
    for (const message of messages.slice(0, 7)) await event(message, 'bounced');
    // 7 of 150 is 4.7 %.
    await event(messages[0], 'bounced');
    await event(messages[10], 'bounced', false);
    expect(await state(job)).toMatchObject({ status: 'running', hard_bounce_count: 7 });
    await event(messages[7], 'bounced');
    expect(await state(job)).toMatchObject({
      status: 'paused',
      pause_reason: 'bounces',
      hard_bounce_count: 8,
    });
  });

  test('the processor pauses a job whose domain the provider refuses; it resumes once the domain is verified', async () => {
    const { job, messages } = await sentJob();
    expect(
      await outcome(
        db.act('adminB', (c) =>
          c.query(`select public.pause_send_job($1, 'sender_domain_not_verified')`, [job]),
        ),
      ),
    ).toBe('42501');
    await db.act('service', (c) =>
      c.query(
        `select public.pause_send_job($1, 'sender_domain_not_verified', 'The domain is not verified.')`,
        [job],
      ),
    );
    expect(await state(job)).toMatchObject({ status: 'paused', pause_reason: 'sender_domain_not_verified' });
    // A batch the provider already had is still recorded; the job stays paused.
    const recorded = await db.act(
      'service',
      async (c) =>
        (await c.query('select * from public.record_send_batch($1, $2, 0, 0)', [job, '[]'])).rows[0],
    );
    expect(recorded.status).toBe('paused');
    expect(messages.length).toBe(150);

    await setStatus(B.domainName, 'failed');
    const resume = () =>
      db.act(
        'ownerB',
        async (c) => (await c.query('select * from public.resume_send_job($1)', [job])).rows[0],
      );
    expect(await outcome(resume())).toBe('sender_domain_not_verified');
    await setStatus(B.domainName, 'verified');
    expect((await resume()).status).toBe('queued');
    // A run that handed a batch over before the pause records it after the resume, too.
    const late = await db.act(
      'service',
      async (c) =>
        (await c.query('select * from public.record_send_batch($1, $2, 0, 0)', [job, '[]'])).rows[0],
    );
    expect(late.status).toBe('queued');
  });
});

describe('one send rate for every run', () => {
  test('slots are handed out one interval apart, across connections, and a 429 holds the later ones', async () => {
    const take = (rate: number) =>
      db.act('service', async (c) =>
        Number((await c.query('select public.take_send_slot($1) as wait', [rate])).rows[0].wait),
      );
    const reset = () => db.admin.query('update private.send_pacer set next_slot_at = now()');

    await reset();
    // One request every 100 s: three callers on three connections wait about 0, 100 and 200 s.
    const waits = (await Promise.all([take(0.01), take(0.01), take(0.01)])).sort((a, b) => a - b);
    expect(waits[0]).toBeLessThan(5);
    expect(waits[1]).toBeGreaterThan(95);
    expect(waits[1]).toBeLessThan(105);
    expect(waits[2]).toBeGreaterThan(195);

    await reset();
    await db.act('service', (c) => c.query('select public.hold_send_slots(60)'));
    expect(await take(1000)).toBeGreaterThan(55);
    expect(await outcome(db.act('adminA', (c) => c.query('select public.take_send_slot(5)')))).toBe('42501');
  });
});
