import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, SENDABLE_HTML } from './testing/fixtures.ts';

/**
 * Issue 23, item 6 (docs/sending.md "Subject tests"): a random, even split of the test share among
 * the subjects, each recipient held once; the winner picked once by the scheduler's lease of the
 * rest (clicks, or opens; the tie rule), the rest sent with it exactly once; the allowance counting
 * the campaign once; cancelling before the winner goes out; each rule tried by those who must be
 * refused.
 */
const db = testDatabase();

const BODY_HTML = `<html><body style="margin:0"><div style="display:none;font-size:1px;">Old preheader</div>${SENDABLE_HTML}</body></html>`;

async function campaignWith(count: number, paid: number, prefix: string) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, client_id, kind, name, html, subject, preheader, sender_name, sender_domain, status)
     values ($1, $2, 'email', 'Subject test', $3, 'Campaign subject', 'Old preheader', 'Sender', $4, 'ready') returning id`,
    [A.id, A.client, BODY_HTML, A.domainName],
  );
  const id = rows[0].id as string;
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email)
     select $1, $2, $3 || '-' || n || '@example.com' from generate_series(1, $4::int) n`,
    [A.id, id, prefix, count],
  );
  await db.admin.query(
    `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status, paid_at)
     values ($1, $2, 'basic', $3, 'paid', now())`,
    [A.id, id, paid],
  );
  return id;
}

const SUBJECTS = [
  { subject: 'Subject A', preheader: null },
  { subject: 'Subject B', preheader: 'Preheader <B> & more' },
];

type TestAnswer = { test_id: string; job_id: string; total_recipients: number; decides_at: string };

const shipTest = (
  actor: Actor,
  campaignId: string,
  options: { variants?: unknown; share?: number; wait?: number; measure?: string; at?: string | null } = {},
) =>
  db.act(
    actor,
    async (c) =>
      (
        await c.query('select public.ship_subject_test($1, $2, $3, $4, $5, $6) as answer', [
          campaignId,
          JSON.stringify(options.variants ?? SUBJECTS),
          options.share ?? 50,
          options.wait ?? 4,
          options.measure ?? 'clicks',
          options.at ?? null,
        ])
      ).rows[0].answer as TestAnswer,
  );

async function jobsOf(testId: string) {
  const { rows } = await db.admin.query(
    `select id, subject_test_variant as variant, status, total_recipients, subject, html, scheduled_for, kind
     from public.send_jobs where subject_test_id = $1 order by subject_test_variant nulls last`,
    [testId],
  );
  return rows as {
    id: string;
    variant: number | null;
    status: string;
    total_recipients: number;
    subject: string;
    html: string;
    scheduled_for: Date | null;
    kind: string;
  }[];
}

/** The processor, as the service role: lease the job (null when it is not given), send everyone. */
async function processJob(jobId: string) {
  return db.act('service', async (c) => {
    const leased = await c.query('select * from public.lease_send_job($1, 120)', [jobId]);
    const job = leased.rows[0];
    if (job?.status !== 'running') return job ?? null;
    const { rows } = await c.query(
      'select id from public.recipients where send_job_id = $1 and id > $2 order by id',
      [jobId, job.bookmark],
    );
    const results = rows.map((r) => ({ recipient_id: Number(r.id), message_id: `msg-${jobId}-${r.id}` }));
    return (
      await c.query('select * from public.record_send_batch($1, $2, $3, $4)', [
        jobId,
        JSON.stringify(results),
        rows.at(-1)?.id ?? job.bookmark,
        job.bookmark,
      ])
    ).rows[0];
  });
}

/** Engagement as the webhook leaves it: the first `count` recipients of the job opened or clicked. */
async function engage(jobId: string, flag: 'opened' | 'clicked', count: number) {
  await db.admin.query(
    `update public.recipients set opened = true ${flag === 'clicked' ? ', clicked = true' : ''}
     where id in (select id from public.recipients where send_job_id = $1 order by id limit $2)`,
    [jobId, count],
  );
}

/** Moves the clock past the wait, as the journey does: the rest job is due now. */
const waitOver = (restJobId: string) =>
  db.admin.query(`update public.send_jobs set scheduled_for = now() - interval '1 second' where id = $1`, [
    restJobId,
  ]);

const usage = (campaignId: string) =>
  db
    .act('ownerA', (c) => c.query('select * from public.campaign_usage($1)', [campaignId]))
    .then((r) => r.rows[0] as { allowed: number; used: number; remaining: number });

const result = (actor: Actor, campaignId: string) =>
  db
    .act(actor, (c) => c.query('select public.campaign_subject_test($1) as answer', [campaignId]))
    .then((r) => r.rows[0].answer);

/** Ships a two-subject test over 20 recipients, sends both subjects; answers the jobs. */
async function testedCampaign(prefix: string, measure = 'clicks') {
  const id = await campaignWith(20, 20, prefix);
  const shipped = await shipTest('memberA', id, { measure });
  const [a, b, rest] = await jobsOf(shipped.test_id);
  if (!a || !b || !rest) throw new Error('the test has three jobs');
  await processJob(a.id);
  await processJob(b.id);
  return { id, shipped, a, b, rest };
}

describe('the split', () => {
  test('a random test share, split evenly, each subject with its own subject and preheader, everyone once', async () => {
    const id = await campaignWith(20, 20, 'split');
    const shipped = await shipTest('memberA', id, { share: 50 });
    expect(shipped.total_recipients).toBe(20);
    const jobs = await jobsOf(shipped.test_id);
    expect(jobs.map((j) => [j.variant, j.total_recipients, j.kind])).toEqual([
      [1, 5, 'send'],
      [2, 5, 'send'],
      [null, 10, 'send'],
    ]);
    const [a, b, rest] = jobs;
    if (!a || !b || !rest) throw new Error('the test has three jobs');
    expect(a.subject).toBe('Subject A');
    expect(a.html).toContain('Old preheader');
    expect(b.subject).toBe('Subject B');
    expect(b.html).toContain('Preheader &lt;B&gt; &amp; more');
    expect(b.html).not.toContain('Old preheader');
    // The rest waits for the winner: scheduled for the wait after the test starts.
    expect((rest.scheduled_for?.getTime() ?? 0) - Date.now()).toBeGreaterThan(3.9 * 3600 * 1000);
    const { rows } = await db.admin.query(
      `select count(*)::int as held, count(distinct id)::int as distinct_held,
              count(*) filter (where send_job_id = any($2))::int as tested,
              array_agg(id order by id) filter (where send_job_id = any($2)) as tested_ids,
              (array_agg(id order by id))[1:10] as first_ids
       from public.recipients where campaign_id = $1 and send_job_id is not null`,
      [id, [a.id, b.id]],
    );
    expect(rows[0]).toMatchObject({ held: 20, distinct_held: 20, tested: 10 });
    // Drawn at random, not the first ten (one chance in 184,756 of being them).
    expect(rows[0].tested_ids).not.toEqual(rows[0].first_ids);
    // The allowance counts the campaign once, not the test and the rest twice.
    expect(await usage(id)).toEqual({ allowed: 20, used: 20, remaining: 0 });
    // And the activity feed says it was sent once, not once per job.
    const { rows: activity } = await db.admin.query(
      `select kind::text from public.activity_events where campaign_id = $1 and kind in ('shipped', 'scheduled')`,
      [id],
    );
    expect(activity).toEqual([{ kind: 'shipped' }]);
    // A second click answers the same test; the draw stays as it was.
    const again = await shipTest('adminA', id);
    expect(again.test_id).toBe(shipped.test_id);
    const { rows: after } = await db.admin.query(
      `select array_agg(id order by id) as ids from public.recipients where send_job_id = any($1)`,
      [[a.id, b.id]],
    );
    expect(after[0].ids).toEqual(rows[0].tested_ids);
    // A plain send while the test is active answers one of the test's jobs, holding nobody new.
    const plain = await db.act('ownerA', (c) => c.query('select * from public.ship_campaign($1)', [id]));
    expect(jobs.map((j) => j.id)).toContain(plain.rows[0].id);
  });

  test('refusals: bad subjects, shares, waits and measures; a list too small; another send active', async () => {
    const id = await campaignWith(3, 10, 'shape');
    const bad = [
      { variants: [{ subject: 'Only one' }] },
      { variants: [...SUBJECTS, { subject: 'C' }, { subject: 'D' }] },
      { variants: [{ subject: 'Same' }, { subject: ' same ' }] },
      { variants: [{ subject: '' }, { subject: 'B' }] },
      { variants: [{ subject: 'x'.repeat(151) }, { subject: 'B' }] },
      { variants: [{ subject: 'A', preheader: 3 }, { subject: 'B' }] },
      { share: 60 },
      { share: 5 },
      { wait: 0 },
      { wait: 200 },
      { measure: 'replies' },
      { variants: { subject: 'A' } },
    ];
    for (const options of bad)
      expect(await outcome(shipTest('ownerA', id, options))).toBe('invalid_subject_test');
    // Three recipients, a 10 % share: no subject would get anyone.
    expect(await outcome(shipTest('ownerA', id, { share: 10 }))).toBe('subject_test_too_small');
    // Nothing was held by the refused tries.
    expect(await usage(id)).toMatchObject({ used: 0 });
    const other = await campaignWith(4, 10, 'busy');
    await db.act('ownerA', (c) => c.query('select public.ship_campaign($1)', [other]));
    expect(await outcome(shipTest('ownerA', other))).toBe('send_in_progress');
  });

  test('who may: outsiders, other clients, viewers and anon are refused', async () => {
    const id = await campaignWith(10, 10, 'who');
    expect(await outcome(shipTest('ownerB', id))).toBe('campaign_not_found');
    expect(await outcome(shipTest('otherClientEditorA', id))).toBe('campaign_not_found');
    expect(await outcome(shipTest('viewerA', id))).toBe('viewer_read_only');
    expect(await outcome(shipTest('clientViewerA', id))).toBe('viewer_read_only');
    expect(await outcome(shipTest('anon', id))).toBe('42501');
    expect(await usage(id)).toMatchObject({ used: 0 });
    expect((await shipTest('clientEditorA', id)).total_recipients).toBe(10);
  });
});

describe('the winner', () => {
  test('the subject with more clicks goes to the rest, once, after the wait and only then', async () => {
    const { id, shipped, a, b, rest } = await testedCampaign('clicks');
    await engage(a.id, 'clicked', 1);
    await engage(b.id, 'clicked', 3);
    await engage(a.id, 'opened', 5);
    // Before the wait is over the rest is not due.
    expect(await processJob(rest.id)).toBeNull();
    // Waiting, the rest's row is its number and zeros: its recipients are read once it starts.
    expect(await result('viewerA', id)).toMatchObject({
      state: 'waiting',
      rest: { recipients: 10, sent: 0, delivered: 0, opens: 0, clicks: 0 },
    });
    await waitOver(rest.id);
    const sent = await processJob(rest.id);
    expect(sent).toMatchObject({ status: 'finished', sent_count: 10 });
    const [restNow] = (await jobsOf(shipped.test_id)).filter((j) => j.variant === null);
    expect(restNow?.subject).toBe('Subject B');
    expect(restNow?.html).toBe(b.html);
    const answer = await result('viewerA', id);
    expect(answer).toMatchObject({
      state: 'finished',
      winner: 2,
      winner_reason: 'measure',
      measure: 'clicks',
    });
    expect(answer.variants.map((v: { clicks: number }) => v.clicks)).toEqual([1, 3]);
    expect(answer.rest).toMatchObject({ recipients: 10, sent: 10 });
    // Every recipient was sent exactly once; the allowance still counts 20.
    const { rows } = await db.admin.query(
      `select count(*)::int as sent, count(distinct message_id)::int as messages from public.recipients
       where campaign_id = $1 and sent`,
      [id],
    );
    expect(rows[0]).toEqual({ sent: 20, messages: 20 });
    expect(await usage(id)).toMatchObject({ used: 20 });
    const { rows: campaign } = await db.admin.query('select status from public.campaigns where id = $1', [
      id,
    ]);
    expect(campaign[0].status).toBe('sent');
  });

  test('picked once: later clicks, a second decision, a second lease change nothing', async () => {
    const { shipped, a, b, rest } = await testedCampaign('once');
    await engage(a.id, 'clicked', 2);
    await waitOver(rest.id);
    const decided = await db.act('service', (c) =>
      c.query('select * from public.decide_subject_test($1)', [shipped.test_id]),
    );
    expect(decided.rows[0]).toMatchObject({ winner: 1, winner_reason: 'measure' });
    await engage(b.id, 'clicked', 5);
    const again = await db.act('service', (c) =>
      c.query('select * from public.decide_subject_test($1)', [shipped.test_id]),
    );
    expect(again.rows[0]).toMatchObject({ winner: 1 });
    // Two schedulers at once: one leases the rest, the other finds nothing.
    const leases = await Promise.all(
      [0, 1, 2].map(() =>
        db.act('service', (c) => c.query('select * from public.lease_send_job($1, 120)', [rest.id])),
      ),
    );
    expect(leases.filter((l) => l.rowCount === 1 && l.rows[0].status === 'running')).toHaveLength(1);
    const [restNow] = (await jobsOf(shipped.test_id)).filter((j) => j.variant === null);
    expect(restNow?.subject).toBe('Subject A');
  });

  test('ties: equal clicks go to more opens; equal in both, the first subject', async () => {
    const first = await testedCampaign('tie-opens');
    await engage(first.a.id, 'clicked', 2);
    await engage(first.b.id, 'clicked', 2);
    await engage(first.b.id, 'opened', 4);
    await waitOver(first.rest.id);
    await processJob(first.rest.id);
    expect(await result('ownerA', first.id)).toMatchObject({ winner: 2, winner_reason: 'other_measure' });

    const second = await testedCampaign('tie-all');
    await engage(second.a.id, 'clicked', 1);
    await engage(second.b.id, 'clicked', 1);
    await waitOver(second.rest.id);
    await processJob(second.rest.id);
    expect(await result('ownerA', second.id)).toMatchObject({ winner: 1, winner_reason: 'tie' });
  });

  test('opens mode: the subject with more opens wins even with fewer clicks', async () => {
    const { id, a, b, rest } = await testedCampaign('opens', 'opens');
    await engage(a.id, 'clicked', 2);
    await engage(b.id, 'opened', 4);
    await waitOver(rest.id);
    await processJob(rest.id);
    expect(await result('ownerA', id)).toMatchObject({
      winner: 2,
      winner_reason: 'measure',
      measure: 'opens',
    });
  });

  test('the rest waits while a subject is still sending, without a winner', async () => {
    const id = await campaignWith(20, 20, 'waiting');
    const shipped = await shipTest('memberA', id);
    const [a, , rest] = await jobsOf(shipped.test_id);
    if (!a || !rest) throw new Error('the test has its jobs');
    await processJob(a.id);
    await waitOver(rest.id);
    const held = await processJob(rest.id);
    expect(held).toMatchObject({ status: 'queued', started_at: null });
    expect(await result('ownerA', id)).toMatchObject({ winner: null, state: 'testing' });
  });
});

describe('changing and cancelling', () => {
  test('nobody changes the subjects or the winner once it started', async () => {
    const { shipped, a } = await testedCampaign('change');
    for (const actor of ['ownerA', 'memberA'] as Actor[]) {
      expect(
        await outcome(
          db.attempt(actor, (c) =>
            c.query(`update public.subject_tests set winner = 2, decided_at = now() where id = $1`, [
              shipped.test_id,
            ]),
          ),
        ),
      ).toBe('42501');
      expect(
        await outcome(
          db.attempt(actor, (c) =>
            c.query(`update public.send_jobs set subject = 'Mine' where id = $1`, [a.id]),
          ),
        ),
      ).toBe('42501');
      expect(
        await outcome(
          db.attempt(actor, (c) => c.query('select public.decide_subject_test($1)', [shipped.test_id])),
        ),
      ).toBe('42501');
    }
    // The service role reads but does not write the test itself.
    expect(
      await outcome(
        db.attempt('service', (c) =>
          c.query(`update public.subject_tests set winner = 2 where id = $1`, [shipped.test_id]),
        ),
      ),
    ).toBe('42501');
  });

  test('cancelling before the winner goes out gives the untested recipients back; after, it is refused', async () => {
    const { id, shipped, rest } = await testedCampaign('cancel');
    expect(await outcome(cancel('viewerA', shipped.test_id))).toBe('viewer_read_only');
    expect(await outcome(cancel('ownerB', shipped.test_id))).toBe('send_job_not_found');
    expect(await outcome(cancel('otherClientEditorA', shipped.test_id))).toBe('send_job_not_found');
    await cancel('memberA', shipped.test_id);
    const { rows } = await db.admin.query(
      `select count(*) filter (where send_job_id is null)::int as new_again, count(*) filter (where sent)::int as sent
       from public.recipients where campaign_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ new_again: 10, sent: 10 });
    expect(await usage(id)).toMatchObject({ used: 10, remaining: 10 });
    expect(await result('ownerA', id)).toMatchObject({ state: 'cancelled', winner: null });
    await waitOver(rest.id);
    expect(await processJob(rest.id)).toBeNull();
    expect(await outcome(cancel('memberA', shipped.test_id))).toBe('send_already_started');
  });

  test('a scheduled test is cancelled whole: nothing sent, everyone new again', async () => {
    const id = await campaignWith(20, 20, 'scheduled');
    const at = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const shipped = await shipTest('memberA', id, { at });
    expect(await result('viewerA', id)).toMatchObject({ state: 'scheduled' });
    const jobs = await jobsOf(shipped.test_id);
    expect(jobs[0]?.scheduled_for?.toISOString()).toBe(at);
    expect((jobs[2]?.scheduled_for?.getTime() ?? 0) - new Date(at).getTime()).toBe(4 * 3600 * 1000);
    await cancel('ownerA', shipped.test_id);
    const { rows } = await db.admin.query(
      `select (select count(*)::int from public.recipients where campaign_id = $1 and send_job_id is null) as new_again,
              (select status from public.campaigns where id = $1) as status`,
      [id],
    );
    expect(rows[0]).toEqual({ new_again: 20, status: 'ready' });
    expect(await usage(id)).toMatchObject({ used: 0 });
  });

  test('the result is read by the campaign’s readers only', async () => {
    const { id } = await testedCampaign('read');
    expect((await result('clientViewerA', id)).variants).toHaveLength(2);
    expect(await outcome(result('ownerB', id))).toBe('campaign_not_found');
    expect(await outcome(result('otherClientEditorA', id))).toBe('campaign_not_found');
    const plain = await campaignWith(1, 1, 'plain');
    expect(await result('ownerA', plain)).toBeNull();
  });
});

const cancel = (actor: Actor, testId: string) =>
  db.act(actor, (c) => c.query('select * from public.cancel_subject_test($1)', [testId]));
