import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, SENDABLE_HTML } from './testing/fixtures.ts';

/**
 * Issue 23, item 4 (docs/sending.md "Following up"): a follow-up of a sent campaign to the
 * recipients who did not open (or click) it, with a subject of its own, sent once each when its time
 * comes, drawing on the parent's allowance; and the activity feed's kinds of send. Every rule is
 * tried as the actors who must be refused.
 */
const db = testDatabase();
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

type Fate = 'opened' | 'clicked' | 'bounced' | 'complained' | 'unsubscribed' | 'failed' | 'quiet';

/**
 * A campaign of A's fixture client sent to one address per fate (`<prefix>-<fate><n>@example.com`),
 * with `paid` recipients paid for, and each fate's event recorded.
 */
async function sentCampaign(prefix: string, fates: Fate[], paid: number) {
  const emails = fates.map((fate, i) => `${prefix}-${fate}${i}@example.com`);
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, client_id, kind, name, html, subject, preheader, sender_name, sender_domain, status)
     values ($1, $2, 'email', $3, $4, 'First subject', 'First preheader', 'Sender', $5, 'ready') returning id`,
    [A.id, A.client, `Parent ${prefix}`, SENDABLE_HTML, A.domainName],
  );
  const id = rows[0].id as string;
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email) select $1, $2, unnest($3::text[])`,
    [A.id, id, emails],
  );
  await db.admin.query(
    `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status, paid_at)
     values ($1, $2, 'basic', $3, 'paid', now())`,
    [A.id, id, paid],
  );
  const job = await db.act(
    'ownerA',
    async (c) => (await c.query('select * from public.ship_campaign($1)', [id])).rows[0],
  );
  await run(job.id, (email) => (email.includes('-failed') ? 'failed' : 'sent'));
  for (const [i, fate] of fates.entries()) {
    const messageId = `${prefix}-m${i}`;
    if (fate === 'unsubscribed')
      await db.admin.query(
        `insert into public.suppressions (workspace_id, email, reason) values ($1, $2, 'unsubscribed')`,
        [A.id, emails[i]],
      );
    else if (fate !== 'quiet' && fate !== 'failed') await engage(messageId, fate);
  }
  return { id, emails };
}

/** An event of the recipient whose message this is (opened, clicked, bounced, complained). */
const engage = (messageId: string, type: string) =>
  db.act('service', (c) =>
    c.query('select public.record_recipient_event($1, $2, $3, now(), $4, true)', [
      `${messageId}-${type}-${Math.random()}`,
      messageId,
      type,
      JSON.stringify({ data: {} }),
    ]),
  );

/**
 * The processor on one job, as the service role: lease it, record every recipient it holds as
 * sent (message id `<prefix>-m<index>` for the parent's, `fu-<id>` for a follow-up's) or failed.
 */
async function run(jobId: string, fate: (email: string) => 'sent' | 'failed' = () => 'sent') {
  return db.act('service', async (c) => {
    const leased = await c.query('select * from public.lease_send_job($1, 120)', [jobId]);
    if (leased.rowCount === 0) throw new Error('the job was not due');
    if (leased.rows[0].status !== 'running') return leased.rows[0];
    const { rows } = await c.query(
      `select r.id, r.email, j.kind from public.recipients r join public.send_jobs j on j.id = r.send_job_id
       where r.send_job_id = $1 order by r.id`,
      [jobId],
    );
    const results = rows.map((r) => {
      const index = /(\d+)@/.exec(r.email)?.[1];
      const prefix = r.email.split('-')[0];
      const messageId = r.kind === 'follow_up' ? `fu-${r.id}` : `${prefix}-m${index}`;
      return fate(r.email) === 'failed'
        ? { recipient_id: Number(r.id), failed: true, reason: 'refused' }
        : { recipient_id: Number(r.id), message_id: messageId };
    });
    return (
      await c.query('select * from public.record_send_batch($1, $2, $3, $4)', [
        jobId,
        JSON.stringify(results),
        rows.at(-1)?.id ?? leased.rows[0].bookmark,
        leased.rows[0].bookmark,
      ])
    ).rows[0];
  });
}

const followUp = (
  actor: Actor,
  campaignId: string,
  audience = 'not_opened',
  options: { subject?: string; at?: string; preheader?: string | null } = {},
) =>
  db.act(
    actor,
    async (c) =>
      (
        await c.query('select * from public.schedule_follow_up($1, $2, $3, $4, $5)', [
          campaignId,
          audience,
          options.subject ?? 'Did you see this?',
          options.at ?? inAnHour(),
          options.preheader ?? null,
        ])
      ).rows[0],
  );

const readFollowUp = (actor: Actor, campaignId: string) =>
  db
    .act(actor, (c) => c.query('select public.campaign_follow_up($1) as answer', [campaignId]))
    .then((r) => r.rows[0].answer);

const usage = (campaignId: string) =>
  db
    .act('ownerA', (c) => c.query('select * from public.campaign_usage($1)', [campaignId]))
    .then((r) => r.rows[0] as { allowed: number; used: number; remaining: number });

/** The clock moves past the job's time. */
const due = (jobId: string) =>
  db.admin.query(`update public.send_jobs set scheduled_for = now() - interval '1 second' where id = $1`, [
    jobId,
  ]);

const followUpRecipients = (jobId: string) =>
  db.admin
    .query('select email from public.recipients where send_job_id = $1 order by email', [jobId])
    .then((r) => r.rows.map((row) => row.email as string));

describe('following up', () => {
  test('reaches the sent who did not open by the time it goes, once each, with its own subject, charged to the parent', async () => {
    const fates: Fate[] = [
      'opened',
      'clicked',
      'bounced',
      'complained',
      'unsubscribed',
      'failed',
      'quiet',
      'quiet',
    ];
    const { id, emails } = await sentCampaign('fu1', fates, 20);
    expect(await usage(id)).toEqual({ allowed: 20, used: 8, remaining: 12 });
    const before = await readFollowUp('viewerA', id);
    expect(before.audience).toEqual({ not_opened: 2, not_clicked: 3 });
    expect(before.follow_up).toBeNull();
    expect(before.sent_at).not.toBeNull();

    const job = await followUp('clientEditorA', id, 'not_opened', { preheader: 'A <new> line' });
    expect(job).toMatchObject({ kind: 'follow_up', status: 'queued', total_recipients: 2 });
    // Reserved on the parent's allowance until it goes; the follow-up shows the parent's.
    expect(await usage(id)).toEqual({ allowed: 20, used: 10, remaining: 10 });
    expect(await usage(job.campaign_id)).toEqual({ allowed: 20, used: 10, remaining: 10 });
    const { rows: shape } = await db.admin.query(
      `select c.follow_up_of, c.follow_up_audience::text, c.status::text, c.subject, j.subject as job_subject,
              strpos(j.html, 'A &lt;new&gt; line') > 0 as new_preheader, strpos(j.html, '{{unsubscribe_url}}') > 0 as unsubscribe
       from public.campaigns c join public.send_jobs j on j.campaign_id = c.id where j.id = $1`,
      [job.id],
    );
    expect(shape[0]).toEqual({
      follow_up_of: id,
      follow_up_audience: 'not_opened',
      status: 'scheduled',
      subject: 'Did you see this?',
      job_subject: 'Did you see this?',
      new_preheader: true,
      unsubscribe: true,
    });
    const read = await readFollowUp('clientViewerA', id);
    expect(read.follow_up).toMatchObject({
      id: job.campaign_id,
      audience: 'not_opened',
      status: 'scheduled',
      job: { id: job.id, status: 'queued', total_recipients: 2 },
    });

    // Not before its time.
    expect(
      (await db.act('service', (c) => c.query('select id from public.lease_send_job($1, 120)', [job.id])))
        .rowCount,
    ).toBe(0);
    expect(await followUpRecipients(job.id)).toEqual([]);

    // One of the two opens meanwhile; the number is decided when it goes.
    await engage('fu1-m7', 'opened');
    await due(job.id);
    const finished = await run(job.id);
    expect(finished).toMatchObject({ status: 'finished', sent_count: 1, total_recipients: 1 });
    expect(await followUpRecipients(job.id)).toEqual([emails[6]]);
    expect(await usage(id)).toEqual({ allowed: 20, used: 9, remaining: 11 });
    const after = await readFollowUp('ownerA', id);
    expect(after.follow_up).toMatchObject({ status: 'sent', job: { status: 'finished', sent_count: 1 } });

    // Its events are its own campaign's, as any campaign's.
    const [{ id: recipientId }] = (
      await db.admin.query('select id from public.recipients where send_job_id = $1', [job.id])
    ).rows;
    await engage(`fu-${recipientId}`, 'clicked');
    const { rows: counts } = await db.act('ownerA', (c) =>
      c.query('select * from public.recipient_summary($1)', [job.campaign_id]),
    );
    expect(counts[0]).toMatchObject({ total: 1, already_sent: 1, clicked: 1 });

    // Once started, nothing about it changes.
    expect(await outcome(followUp('ownerA', id, 'not_clicked'))).toBe('send_already_started');
    expect(
      await outcome(db.act('ownerA', (c) => c.query('select public.cancel_scheduled_send($1)', [job.id]))),
    ).toBe('send_already_started');
    expect(
      await outcome(
        db.act('ownerA', (c) => c.query('select public.reschedule_send_job($1, $2)', [job.id, inAnHour()])),
      ),
    ).toBe('send_already_started');

    // The activity: the parent says a follow-up was scheduled; the follow-up that it was scheduled.
    const { rows: activity } = await db.act('viewerA', (c) =>
      c.query(
        `select campaign_id = $1 as parent, kind::text from public.activity_events
         where campaign_id in ($1, $2) and kind in ('shipped', 'scheduled', 'follow_up_scheduled') order by created_at, kind`,
        [id, job.campaign_id],
      ),
    );
    expect(activity).toEqual([
      { parent: true, kind: 'shipped' },
      { parent: true, kind: 'follow_up_scheduled' },
      { parent: false, kind: 'scheduled' },
    ]);
  });

  test('concurrent processors start it once: each recipient held and sent once', async () => {
    const { id } = await sentCampaign('fu2', ['quiet', 'quiet', 'quiet', 'opened', 'clicked'], 10);
    const job = await followUp('memberA', id, 'not_clicked');
    expect(job.total_recipients).toBe(4);
    await due(job.id);
    const leases = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.act('service', (c) =>
          c.query('select id from public.lease_send_job($1, 120)', [i % 2 ? job.id : null]),
        ),
      ),
    );
    expect(leases.flatMap((l) => l.rows.map((r) => r.id)).filter((j) => j === job.id)).toHaveLength(1);
    const held = await followUpRecipients(job.id);
    expect(held).toHaveLength(4);
    expect(new Set(held).size).toBe(4);
    const { rows } = await db.admin.query(
      `select total_recipients, status::text, attempts from public.send_jobs where id = $1`,
      [job.id],
    );
    expect(rows[0]).toEqual({ total_recipients: 4, status: 'running', attempts: 1 });
    expect(await usage(id)).toEqual({ allowed: 10, used: 9, remaining: 1 });
  });

  test('concurrent schedules make one follow-up: the last settings, one waiting send, reserved once', async () => {
    const { id } = await sentCampaign('fu3', ['quiet', 'quiet', 'opened'], 10);
    const actors: Actor[] = ['ownerA', 'adminA', 'memberA', 'clientEditorA'];
    const jobs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        followUp(actors[i % 4] as Actor, id, i % 2 ? 'not_opened' : 'not_clicked', { subject: `Try ${i}` }),
      ),
    );
    expect(jobs).toHaveLength(8);
    const { rows } = await db.admin.query(
      `select (select count(*)::int from public.campaigns where follow_up_of = $1) as follow_ups,
              (select count(*)::int from public.send_jobs j join public.campaigns c on c.id = j.campaign_id
               where c.follow_up_of = $1 and j.status <> 'cancelled') as waiting`,
      [id],
    );
    expect(rows[0]).toEqual({ follow_ups: 1, waiting: 1 });
    const { follow_up } = await readFollowUp('ownerA', id);
    const reserved = follow_up.audience === 'not_opened' ? 2 : 3;
    expect(follow_up.job.total_recipients).toBe(reserved);
    expect(await usage(id)).toEqual({ allowed: 10, used: 3 + reserved, remaining: 7 - reserved });
  });

  test('changes and cancels like a scheduled send until it starts; cancelled, its allowance comes back', async () => {
    const { id } = await sentCampaign('fu4', ['quiet', 'opened', 'opened'], 6);
    const first = await followUp('memberA', id, 'not_opened');
    expect(await usage(id)).toEqual({ allowed: 6, used: 4, remaining: 2 });
    // Changed while it waits: audience and subject; the waiting send replaced, the reservation too.
    const second = await followUp('memberA', id, 'not_clicked', { subject: 'Second thoughts' });
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({
      campaign_id: first.campaign_id,
      total_recipients: 3,
      subject: 'Second thoughts',
    });
    expect(await usage(id)).toEqual({ allowed: 6, used: 6, remaining: 0 });
    // The parent cannot spend the reservation on new recipients meanwhile.
    await db.admin.query(
      `insert into public.recipients (workspace_id, campaign_id, email) values ($1, $2, 'fu4-late@example.com')`,
      [A.id, id],
    );
    expect(await outcome(db.act('ownerA', (c) => c.query('select public.ship_campaign($1)', [id])))).toBe(
      'no_recipients_left',
    );
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const moved = await db.act(
      'clientEditorA',
      async (c) =>
        (await c.query('select * from public.reschedule_send_job($1, $2)', [second.id, later])).rows[0],
    );
    expect(new Date(moved.scheduled_for).toISOString()).toBe(later);
    expect(
      await outcome(
        db.act('viewerA', (c) => c.query('select public.cancel_scheduled_send($1)', [second.id])),
      ),
    ).toBe('viewer_read_only');
    expect(
      await outcome(db.act('ownerB', (c) => c.query('select public.cancel_scheduled_send($1)', [second.id]))),
    ).toBe('send_job_not_found');
    await db.act('memberA', (c) => c.query('select public.cancel_scheduled_send($1)', [second.id]));
    expect(await usage(id)).toEqual({ allowed: 6, used: 3, remaining: 3 });
    const { follow_up } = await readFollowUp('memberA', id);
    expect(follow_up).toMatchObject({ status: 'ready', job: { status: 'cancelled' } });
    // Scheduled again, it is the same follow-up.
    const third = await followUp('memberA', id, 'not_opened');
    expect(third.campaign_id).toBe(first.campaign_id);
  });

  test('refused: other workspaces, other clients, viewers, anonymous; unsent campaigns and follow-ups of follow-ups', async () => {
    const { id } = await sentCampaign('fu5', ['quiet', 'quiet'], 10);
    expect(await outcome(followUp('ownerB', id))).toBe('campaign_not_found');
    expect(await outcome(followUp('otherClientEditorA', id))).toBe('campaign_not_found');
    expect(await outcome(followUp('viewerA', id))).toBe('viewer_read_only');
    expect(await outcome(followUp('clientViewerA', id))).toBe('viewer_read_only');
    expect(await outcome(followUp('anon', id))).toBe('42501');
    expect(await outcome(readFollowUp('ownerB', id))).toBe('campaign_not_found');
    expect(await outcome(readFollowUp('otherClientEditorA', id))).toBe('campaign_not_found');
    expect(await outcome(followUp('ownerA', id, 'not_opened', { subject: '  ' }))).toBe('subject_required');
    expect(
      await outcome(followUp('ownerA', id, 'not_opened', { at: new Date(Date.now() - 1000).toISOString() })),
    ).toBe('invalid_schedule');
    expect(await outcome(followUp('ownerA', id, 'everyone'))).toBe('22P02');
    // Nobody may write the link themselves.
    expect(
      await outcome(
        db.act('ownerA', (c) =>
          c.query(
            `update public.campaigns set follow_up_of = $1, follow_up_audience = 'not_opened' where id = $1`,
            [id],
          ),
        ),
      ),
    ).toBe('42501');

    // A campaign never sent, or being sent again.
    const { rows } = await db.admin.query(
      `insert into public.campaigns (workspace_id, client_id, kind, name, html, subject, sender_name, sender_domain, status)
       values ($1, $2, 'email', 'Unsent', $3, 'Hello', 'Sender', $4, 'ready') returning id`,
      [A.id, A.client, SENDABLE_HTML, A.domainName],
    );
    expect(await outcome(followUp('ownerA', rows[0].id))).toBe('follow_up_not_sent');
    // A follow-up of a follow-up.
    const job = await followUp('ownerA', id);
    await due(job.id);
    await run(job.id);
    expect(await outcome(followUp('ownerA', job.campaign_id))).toBe('follow_up_not_sent');
  });

  test('the allowance: refused beyond what is left; a refund before it goes cancels it with nothing sent', async () => {
    const full = await sentCampaign('fu6', ['quiet', 'quiet', 'quiet'], 3);
    expect(await outcome(followUp('ownerA', full.id))).toBe('no_recipients_left');
    const short = await sentCampaign('fu7', ['quiet', 'quiet', 'quiet'], 5);
    expect(await outcome(followUp('ownerA', short.id))).toBe('no_recipients_left');
    const everyoneOpened = await sentCampaign('fu8', ['opened', 'clicked'], 5);
    expect(await outcome(followUp('ownerA', everyoneOpened.id))).toBe('no_recipients');

    const refunded = await sentCampaign('fu9', ['quiet', 'quiet'], 4);
    const job = await followUp('ownerA', refunded.id);
    await db.admin.query(`update public.campaign_purchases set recipients = 3 where campaign_id = $1`, [
      refunded.id,
    ]);
    await due(job.id);
    const ended = await run(job.id);
    expect(ended).toMatchObject({
      status: 'cancelled',
      last_error: 'no_recipients_left',
      total_recipients: 0,
    });
    expect(await followUpRecipients(job.id)).toEqual([]);
    const { follow_up } = await readFollowUp('ownerA', refunded.id);
    expect(follow_up).toMatchObject({
      status: 'ready',
      job: { status: 'cancelled', last_error: 'no_recipients_left' },
    });
    expect(await usage(refunded.id)).toEqual({ allowed: 3, used: 2, remaining: 1 });
  });

  test('when approval is required, owners and admins schedule it (approving its subject), editors are refused', async () => {
    const { id } = await sentCampaign('fu10', ['quiet'], 5);
    await db.admin.query('update public.workspaces set approval_required = true where id = $1', [A.id]);
    try {
      expect(await outcome(followUp('memberA', id))).toBe('approval_required');
      expect(await outcome(followUp('clientEditorA', id))).toBe('approval_required');
      const job = await followUp('adminA', id);
      const { rows } = await db.admin.query(
        `select c.review_state::text, (select action::text from public.campaign_reviews r where r.campaign_id = c.id) as step
         from public.campaigns c where c.id = $1`,
        [job.campaign_id],
      );
      expect(rows[0]).toEqual({ review_state: 'approved', step: 'approved' });
    } finally {
      await db.admin.query('update public.workspaces set approval_required = false where id = $1', [A.id]);
    }
  });
});

describe('the activity of sends', () => {
  test('a scheduled send is "scheduled", a retry "retried", a send now "shipped"', async () => {
    const { id } = await sentCampaign('act', ['quiet', 'failed'], 10);
    await db.act('memberA', (c) => c.query('select public.retry_failed_recipients($1)', [id]));
    const { rows: next } = await db.admin.query(
      `insert into public.campaigns (workspace_id, client_id, kind, name, html, subject, sender_name, sender_domain, status)
       values ($1, $2, 'email', 'Later', $3, 'Hello', 'Sender', $4, 'ready') returning id`,
      [A.id, A.client, SENDABLE_HTML, A.domainName],
    );
    await db.admin.query(
      `insert into public.recipients (workspace_id, campaign_id, email) values ($1, $2, 'act-later@example.com')`,
      [A.id, next[0].id],
    );
    await db.admin.query(
      `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status, paid_at)
       values ($1, $2, 'basic', 1, 'paid', now())`,
      [A.id, next[0].id],
    );
    await db.act('memberA', (c) => c.query('select public.ship_campaign($1, $2)', [next[0].id, inAnHour()]));
    const { rows } = await db.act('viewerA', (c) =>
      c.query(
        `select campaign_id = $1 as first, kind::text from public.activity_events
         where campaign_id in ($1, $2) and kind in ('shipped', 'scheduled', 'retried') order by created_at, kind`,
        [id, next[0].id],
      ),
    );
    expect(rows).toEqual([
      { first: true, kind: 'shipped' },
      { first: true, kind: 'retried' },
      { first: false, kind: 'scheduled' },
    ]);
  });
});
