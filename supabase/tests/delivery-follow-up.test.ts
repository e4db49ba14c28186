import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, SENDABLE_HTML } from './testing/fixtures.ts';

/**
 * Issue 23, items 3 and 5 (docs/sending.md "Who didn't get it", "Retrying the failed",
 * "Scheduling"): the list of recipients who did not get a campaign with the provider's reasons, the
 * retry of the failed ones (only they, once each, never charged twice, only by those who may send),
 * and sends scheduled for later (not leased before their time, cancelled and moved only before they
 * start), each rule tried as the actors who must be refused.
 */
const db = testDatabase();

/** A ready email of A's fixture client with these recipients and this many paid. */
async function campaignWith(emails: string[], paid: number) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, client_id, kind, name, html, subject, sender_name, sender_domain, status)
     values ($1, $2, 'email', 'Follow-up', $3, 'Hello', 'Sender', $4, 'ready') returning id`,
    [A.id, A.client, SENDABLE_HTML, A.domainName],
  );
  const id = rows[0].id as string;
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email) select $1, $2, unnest($3::text[])`,
    [A.id, id, emails],
  );
  if (paid > 0)
    await db.admin.query(
      `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status, paid_at)
       values ($1, $2, 'basic', $3, 'paid', now())`,
      [A.id, id, paid],
    );
  return id;
}

const ship = (actor: Actor, campaignId: string, scheduledFor: string | null = null) =>
  db.act(
    actor,
    async (c) =>
      (await c.query('select * from public.ship_campaign($1, $2)', [campaignId, scheduledFor])).rows[0],
  );

const retry = (actor: Actor, campaignId: string) =>
  db.act(
    actor,
    async (c) => (await c.query('select * from public.retry_failed_recipients($1)', [campaignId])).rows[0],
  );

type Outcome = { email: string; sent?: string; failed?: string };

/**
 * What the processor does with a job, as the service role: lease it, then record one batch with
 * each recipient's outcome (a message id, or the provider's refusal).
 */
async function process(jobId: string, outcomes: Outcome[]) {
  return db.act('service', async (c) => {
    const leased = await c.query('select * from public.lease_send_job($1, 120)', [jobId]);
    if (leased.rowCount === 0) throw new Error('the job was not due');
    const { rows } = await c.query(
      `select id, email from public.recipients where send_job_id = $1 and id > $2 order by id`,
      [jobId, leased.rows[0].bookmark],
    );
    const results = rows.map((r) => {
      const o = outcomes.find((x) => x.email === r.email);
      return o?.failed
        ? { recipient_id: Number(r.id), failed: true, reason: o.failed }
        : { recipient_id: Number(r.id), message_id: o?.sent ?? `msg-${jobId}-${r.id}` };
    });
    const last = rows.at(-1)?.id ?? leased.rows[0].bookmark;
    return (
      await c.query('select * from public.record_send_batch($1, $2, $3, $4)', [
        jobId,
        JSON.stringify(results),
        last,
        leased.rows[0].bookmark,
      ])
    ).rows[0];
  });
}

const event = (id: string, messageId: string, type: string, payload: object, permanent = true) =>
  db.act('service', (c) =>
    c.query('select public.record_recipient_event($1, $2, $3, now(), $4, $5)', [
      id,
      messageId,
      type,
      JSON.stringify(payload),
      permanent,
    ]),
  );

const usage = (campaignId: string) =>
  db
    .act('ownerA', (c) => c.query('select * from public.campaign_usage($1)', [campaignId]))
    .then((r) => r.rows[0] as { allowed: number; used: number; remaining: number });

const undelivered = (actor: Actor, campaignId: string, kind: string | null = null, size = 25, offset = 0) =>
  db
    .act(actor, (c) =>
      c.query('select public.campaign_undelivered_recipients($1, $2, $3, $4) as answer', [
        campaignId,
        kind,
        size,
        offset,
      ]),
    )
    .then((r) => r.rows[0].answer);

async function recipientsOf(campaignId: string) {
  const { rows } = await db.admin.query(
    `select r.email, r.sent, r.failed, r.failure_reason, j.kind as job_kind
     from public.recipients r left join public.send_jobs j on j.id = r.send_job_id
     where r.campaign_id = $1 order by r.id`,
    [campaignId],
  );
  return Object.fromEntries(rows.map((r) => [r.email, r]));
}

/**
 * A campaign sent to five: one refused at send time, one bounced, one failed later (email.failed),
 * one delayed, one delivered; and a sixth never sent because it is on the suppression list.
 */
async function sentWithTrouble(prefix: string) {
  const email = (name: string) => `${prefix}-${name}@example.com`;
  const id = await campaignWith(
    ['refused', 'bounced', 'late-failed', 'delayed', 'fine', 'unsubscribed'].map(email),
    10,
  );
  await db.admin.query(
    `insert into public.suppressions (workspace_id, email, reason) values ($1, $2, 'unsubscribed')`,
    [A.id, email('unsubscribed')],
  );
  const job = await ship('memberA', id);
  await process(job.id, [
    { email: email('refused'), failed: 'validation_error 422: The `to` address is not valid.' },
    { email: email('bounced'), sent: `${prefix}-m-bounced` },
    { email: email('late-failed'), sent: `${prefix}-m-late` },
    { email: email('delayed'), sent: `${prefix}-m-delayed` },
    { email: email('fine'), sent: `${prefix}-m-fine` },
  ]);
  await event(`${prefix}-e1`, `${prefix}-m-bounced`, 'bounced', {
    data: { bounce: { type: 'Permanent', subType: 'General', message: 'Mailbox does not exist' } },
  });
  await event(`${prefix}-e2`, `${prefix}-m-late`, 'failed', {
    data: { failed: { reason: 'reached_daily_quota' } },
  });
  await event(`${prefix}-e3`, `${prefix}-m-delayed`, 'delivery_delayed', { data: {} });
  await event(`${prefix}-e4`, `${prefix}-m-fine`, 'delivered', { data: {} });
  return { id, job, email };
}

describe("who didn't get it", () => {
  test('lists the failed, bounced, delayed and suppressed with the provider’s reasons, by kind and a page at a time', async () => {
    const { id, email } = await sentWithTrouble('list');
    const all = await undelivered('viewerA', id);
    expect(all.total).toBe(5);
    expect(all.counts).toEqual({ bounced: 1, failed: 2, delayed: 1, suppressed: 1, retryable: 2 });
    const byEmail = Object.fromEntries(all.recipients.map((r: { email: string }) => [r.email, r])) as Record<
      string,
      Record<string, unknown>
    >;
    expect(byEmail[email('refused')]).toMatchObject({
      kind: 'failed',
      reason: 'validation_error 422: The `to` address is not valid.',
      retryable: true,
    });
    expect(byEmail[email('late-failed')]).toMatchObject({
      kind: 'failed',
      reason: 'reached_daily_quota',
      retryable: true,
    });
    expect(byEmail[email('bounced')]).toMatchObject({
      kind: 'bounced',
      reason: 'Mailbox does not exist',
      bounce_type: 'Permanent / General',
      suppression_reason: 'bounced',
      retryable: false,
    });
    expect(byEmail[email('delayed')]).toMatchObject({ kind: 'delayed', retryable: false });
    expect(byEmail[email('unsubscribed')]).toMatchObject({
      kind: 'suppressed',
      suppression_reason: 'unsubscribed',
      retryable: false,
    });
    expect(byEmail[email('fine')]).toBeUndefined();

    const failed = await undelivered('clientViewerA', id, 'failed');
    expect(failed.total).toBe(2);
    expect(failed.recipients.map((r: { kind: string }) => r.kind)).toEqual(['failed', 'failed']);
    const first = await undelivered('memberA', id, null, 2, 0);
    const rest = await undelivered('memberA', id, null, 2, 2);
    const last = await undelivered('memberA', id, null, 2, 4);
    expect([first.recipients.length, rest.recipients.length, last.recipients.length]).toEqual([2, 2, 1]);
    expect(
      new Set([...first.recipients, ...rest.recipients, ...last.recipients].map((r) => r.email)).size,
    ).toBe(5);
  });

  test('outsiders and members limited to another client do not read it; a bad kind or page is refused', async () => {
    const { id } = await sentWithTrouble('listattack');
    expect(await outcome(undelivered('ownerB', id))).toBe('campaign_not_found');
    expect(await outcome(undelivered('otherClientEditorA', id))).toBe('campaign_not_found');
    expect(await outcome(undelivered('anon', id))).toBe('42501');
    expect(await outcome(undelivered('ownerA', id, 'opened'))).toBe('invalid_argument');
    expect(await outcome(undelivered('ownerA', id, null, 500))).toBe('invalid_argument');
  });
});

describe('retrying the failed', () => {
  test('only the failed are retried, once each, in one job marked retry that the processor sends', async () => {
    const { id, email } = await sentWithTrouble('retry');
    const before = await usage(id);
    const job = await retry('memberA', id);
    expect(job).toMatchObject({ kind: 'retry', status: 'queued', total_recipients: 2, scheduled_for: null });
    const held = await recipientsOf(id);
    expect(held[email('refused')]).toMatchObject({
      job_kind: 'retry',
      failed: false,
      sent: false,
      failure_reason: null,
    });
    expect(held[email('late-failed')]).toMatchObject({ job_kind: 'retry', failed: false, sent: false });
    for (const other of ['bounced', 'delayed', 'fine', 'unsubscribed'])
      expect(held[email(other)].job_kind).not.toBe('retry');
    // Its content is the send's it repeats, and the campaign is sending again.
    const { rows } = await db.admin.query(
      `select r.html = s.html as same_html, r.subject, c.status
       from public.send_jobs r, public.send_jobs s, public.campaigns c
       where r.id = $1 and s.id = (select id from public.send_jobs where campaign_id = $2 and kind = 'send') and c.id = $2`,
      [job.id, id],
    );
    expect(rows[0]).toEqual({ same_html: true, subject: 'Hello', status: 'sending' });
    // A second click while it is active answers the same job; nothing else is held.
    expect((await retry('adminA', id)).id).toBe(job.id);
    const finished = await process(job.id, []);
    expect(finished).toMatchObject({ status: 'finished', sent_count: 2, failed_count: 0 });
    expect(await usage(id)).toEqual(before);
    // Nothing failed is left: a third call retries nobody.
    expect(await outcome(retry('ownerA', id))).toBe('no_failed_recipients');
    const { rows: jobs } = await db.admin.query(
      `select kind, count(*)::int from public.send_jobs where campaign_id = $1 group by kind order by kind`,
      [id],
    );
    expect(jobs).toEqual([
      { kind: 'send', count: 1 },
      { kind: 'retry', count: 1 },
    ]);
  });

  test('concurrent retries make one job holding each failed recipient once', async () => {
    const { id } = await sentWithTrouble('race');
    const actors: Actor[] = ['ownerA', 'adminA', 'memberA', 'clientEditorA'];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => retry(actors[i % 4] as Actor, id)),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const { rows } = await db.admin.query(
      `select count(*)::int as jobs, sum(total_recipients)::int as held,
              (select count(*)::int from public.recipients r join public.send_jobs j on j.id = r.send_job_id
               where r.campaign_id = $1 and j.kind = 'retry') as recipients
       from public.send_jobs where campaign_id = $1 and kind = 'retry'`,
      [id],
    );
    expect(rows[0]).toEqual({ jobs: 1, held: 2, recipients: 2 });
  });

  test('with the allowance used up exactly, the retry still goes and is not charged; no new address gets through', async () => {
    const email = (n: number) => `paid-${n}@example.com`;
    const id = await campaignWith([1, 2, 3].map(email), 3);
    const job = await ship('ownerA', id);
    await process(job.id, [{ email: email(2), failed: 'validation_error 422: refused' }]);
    expect(await usage(id)).toEqual({ allowed: 3, used: 3, remaining: 0 });
    await db.admin.query(
      `insert into public.recipients (workspace_id, campaign_id, email) values ($1, $2, 'unpaid@example.com')`,
      [A.id, id],
    );
    const again = await retry('ownerA', id);
    expect(again.total_recipients).toBe(1);
    expect(await usage(id)).toEqual({ allowed: 3, used: 3, remaining: 0 });
    await process(again.id, []);
    expect(await usage(id)).toEqual({ allowed: 3, used: 3, remaining: 0 });
    // The unpaid address stays new: shipping it is refused, and the retry never took it.
    expect(await outcome(ship('ownerA', id))).toBe('no_recipients_left');
    const { rows } = await db.admin.query(
      `select count(*) filter (where sent)::int as sent, count(distinct email) filter (where sent)::int as addresses,
              bool_or(sent) filter (where email = 'unpaid@example.com') as unpaid_sent
       from public.recipients where campaign_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ sent: 3, addresses: 3, unpaid_sent: false });
  });

  test('a failed recipient whose address is suppressed since, or who complained, is never retried', async () => {
    const { id, email } = await sentWithTrouble('suppressed');
    await db.admin.query(
      `insert into public.suppressions (workspace_id, email, reason) values ($1, $2, 'unsubscribed')`,
      [A.id, email('refused')],
    );
    await db.admin.query(`update public.recipients set complained = true where email = $1`, [
      email('late-failed'),
    ]);
    expect(await outcome(retry('ownerA', id))).toBe('no_failed_recipients');
    expect((await undelivered('ownerA', id)).counts.retryable).toBe(0);
  });

  test('refused to viewers, to members of another client, to outsiders, and while a send is active', async () => {
    const { id } = await sentWithTrouble('attack');
    expect(await outcome(retry('viewerA', id))).toBe('viewer_read_only');
    expect(await outcome(retry('clientViewerA', id))).toBe('viewer_read_only');
    expect(await outcome(retry('otherClientEditorA', id))).toBe('campaign_not_found');
    expect(await outcome(retry('ownerB', id))).toBe('campaign_not_found');
    expect(await outcome(retry('stranger', id))).toBe('campaign_not_found');
    expect(await outcome(retry('anon', id))).toBe('42501');
    expect(await outcome(retry('service', id))).toBe('42501');
    // A send of new recipients under way (here scheduled): the retry waits for it.
    await db.admin.query(
      `insert into public.recipients (workspace_id, campaign_id, email) values ($1, $2, 'later@example.com')`,
      [A.id, id],
    );
    await ship('ownerA', id, new Date(Date.now() + 3_600_000).toISOString());
    expect(await outcome(retry('ownerA', id))).toBe('send_in_progress');
    const { rows } = await db.admin.query(
      `select count(*)::int from public.send_jobs where campaign_id = $1 and kind = 'retry'`,
      [id],
    );
    expect(rows[0].count).toBe(0);
  });
});

describe('scheduling', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  test('a scheduled job holds its recipients and allowance, is not leased before its time, and is after', async () => {
    const id = await campaignWith(['s1@example.com', 's2@example.com'], 5);
    const job = await ship('clientEditorA', id, inAnHour());
    expect(job).toMatchObject({ status: 'queued', total_recipients: 2, kind: 'send' });
    expect(job.scheduled_for).not.toBeNull();
    expect(await usage(id)).toEqual({ allowed: 5, used: 2, remaining: 3 });
    const campaign = () =>
      db.admin
        .query('select status::text from public.campaigns where id = $1', [id])
        .then((r) => r.rows[0].status);
    expect(await campaign()).toBe('scheduled');
    // Neither by its id (the kick) nor as the oldest due job.
    const lease = (jobId: string | null) =>
      db.act('service', (c) => c.query('select id from public.lease_send_job($1, 120)', [jobId]));
    expect((await lease(job.id)).rowCount).toBe(0);
    expect((await lease(null)).rows.map((r) => r.id)).not.toContain(job.id);
    // The message is locked as it was scheduled.
    expect(
      await outcome(
        db.act('ownerA', (c) =>
          c.query(`update public.campaigns set subject = 'Changed' where id = $1`, [id]),
        ),
      ),
    ).toBe('campaign_sending_locked');
    // The clock moves on: its time is past.
    await db.admin.query(
      `update public.send_jobs set scheduled_for = now() - interval '1 second' where id = $1`,
      [job.id],
    );
    expect((await lease(job.id)).rows[0].id).toBe(job.id);
    expect(await campaign()).toBe('sending');
    // Started: it can no longer be moved or cancelled.
    expect(
      await outcome(db.act('ownerA', (c) => c.query('select public.cancel_scheduled_send($1)', [job.id]))),
    ).toBe('send_already_started');
    expect(
      await outcome(
        db.act('ownerA', (c) => c.query('select public.reschedule_send_job($1, $2)', [job.id, inAnHour()])),
      ),
    ).toBe('send_already_started');
  });

  test('cancelling gives the recipients and the allowance back; a campaign sent before is sent again', async () => {
    const id = await campaignWith(['c1@example.com', 'c2@example.com'], 2);
    const first = await ship('ownerA', id);
    await process(first.id, []);
    await db.admin.query(
      `insert into public.recipients (workspace_id, campaign_id, email) values ($1, $2, 'c3@example.com')`,
      [A.id, id],
    );
    await db.admin.query(`update public.campaign_purchases set recipients = 3 where campaign_id = $1`, [id]);
    const scheduled = await ship('memberA', id, inAnHour());
    expect(await usage(id)).toEqual({ allowed: 3, used: 3, remaining: 0 });
    const cancelled = await db.act(
      'memberA',
      async (c) => (await c.query('select * from public.cancel_scheduled_send($1)', [scheduled.id])).rows[0],
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await usage(id)).toEqual({ allowed: 3, used: 2, remaining: 1 });
    const { rows } = await db.admin.query(
      `select (select send_job_id from public.recipients where email = 'c3@example.com' and campaign_id = $1) as held,
              (select status::text from public.campaigns where id = $1) as status`,
      [id],
    );
    expect(rows[0]).toEqual({ held: null, status: 'sent' });
    // Cancelled jobs are never leased; the address can be sent now.
    expect(
      (
        await db.act('service', (c) =>
          c.query('select id from public.lease_send_job($1, 120)', [scheduled.id]),
        )
      ).rowCount,
    ).toBe(0);
    expect((await ship('ownerA', id)).total_recipients).toBe(1);
  });

  test('a never-sent campaign cancelled is ready again; moved to another time it keeps its job', async () => {
    const id = await campaignWith(['m1@example.com'], 1);
    const job = await ship('ownerA', id, inAnHour());
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const moved = await db.act(
      'adminA',
      async (c) =>
        (await c.query('select * from public.reschedule_send_job($1, $2)', [job.id, later])).rows[0],
    );
    expect([moved.id, new Date(moved.scheduled_for).toISOString()]).toEqual([job.id, later]);
    await db.act('ownerA', (c) => c.query('select public.cancel_scheduled_send($1)', [job.id]));
    const { rows } = await db.admin.query('select status::text from public.campaigns where id = $1', [id]);
    expect(rows[0].status).toBe('ready');
    expect(await usage(id)).toEqual({ allowed: 1, used: 0, remaining: 1 });
  });

  test('a time past, now, or more than a year away is refused, when shipping and when moving', async () => {
    const id = await campaignWith(['t1@example.com'], 1);
    const past = new Date(Date.now() - 60_000).toISOString();
    const tooFar = new Date(Date.now() + 400 * 86_400_000).toISOString();
    expect(await outcome(ship('ownerA', id, past))).toBe('invalid_schedule');
    expect(await outcome(ship('ownerA', id, tooFar))).toBe('invalid_schedule');
    const job = await ship('ownerA', id, inAnHour());
    expect(
      await outcome(
        db.act('ownerA', (c) => c.query('select public.reschedule_send_job($1, $2)', [job.id, past])),
      ),
    ).toBe('invalid_schedule');
    expect(
      await outcome(
        db.act('ownerA', (c) => c.query('select public.reschedule_send_job($1, $2)', [job.id, tooFar])),
      ),
    ).toBe('invalid_schedule');
  });

  test('approval rules apply to scheduling as to sending now', async () => {
    const id = await campaignWith(['ap1@example.com'], 1);
    await db.admin.query('update public.clients set approval_required = true where id = $1', [A.client]);
    try {
      expect(await outcome(ship('ownerA', id, inAnHour()))).toBe('approval_required');
    } finally {
      await db.admin.query('update public.clients set approval_required = null where id = $1', [A.client]);
    }
  });

  test('moving and cancelling: refused to viewers, other clients’ members, outsiders and the service', async () => {
    const id = await campaignWith(['at1@example.com'], 1);
    const job = await ship('ownerA', id, inAnHour());
    const cancel = (actor: Actor) =>
      outcome(db.attempt(actor, (c) => c.query('select public.cancel_scheduled_send($1)', [job.id])));
    const move = (actor: Actor) =>
      outcome(
        db.attempt(actor, (c) => c.query('select public.reschedule_send_job($1, $2)', [job.id, inAnHour()])),
      );
    for (const act of [cancel, move]) {
      expect(await act('viewerA')).toBe('viewer_read_only');
      expect(await act('clientViewerA')).toBe('viewer_read_only');
      expect(await act('otherClientEditorA')).toBe('send_job_not_found');
      expect(await act('ownerB')).toBe('send_job_not_found');
      expect(await act('stranger')).toBe('send_job_not_found');
      expect(await act('anon')).toBe('42501');
      expect(await act('service')).toBe('42501');
      expect(await act('clientEditorA')).toBe('ok');
    }
    // Viewers cannot schedule either.
    expect(await outcome(ship('viewerA', id, inAnHour()))).toBe('viewer_read_only');
    const { rows } = await db.admin.query('select status::text from public.send_jobs where id = $1', [
      job.id,
    ]);
    expect(rows[0].status).toBe('queued');
  });
});

describe('the workspace time zone', () => {
  const setZone = (actor: Actor, zone: string | null) =>
    db.attempt(
      actor,
      async (c) =>
        (
          await c.query('update public.workspaces set time_zone = $2 where id = $1 returning time_zone', [
            A.id,
            zone,
          ])
        ).rows,
    );

  test('owners and admins set a known zone; an unknown one is refused; editors change nothing', async () => {
    expect(await setZone('adminA', 'Europe/Madrid')).toEqual([{ time_zone: 'Europe/Madrid' }]);
    expect(await setZone('ownerA', 'America/Argentina/Buenos_Aires')).toEqual([
      { time_zone: 'America/Argentina/Buenos_Aires' },
    ]);
    expect(await setZone('ownerA', null)).toEqual([{ time_zone: null }]);
    expect(await outcome(setZone('ownerA', 'Mars/Olympus_Mons'))).toBe('23514');
    expect(await outcome(setZone('ownerA', "UTC'; drop table x"))).toBe('23514');
    expect(await setZone('memberA', 'Europe/Madrid')).toEqual([]);
  });
});
