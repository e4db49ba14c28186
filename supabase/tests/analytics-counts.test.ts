import { describe, expect, test } from 'vitest';
import { outcome, testDatabase } from './testing/database.ts';
import { A, otherClientA } from './testing/fixtures.ts';

/**
 * The counts analytics read (campaign_counts, campaign_activity, page_activity,
 * page_daily_activity) against a recount of the rows they count: every event once, duplicates
 * never, late ones in their quarter hour and UTC day.
 */
const db = testDatabase();

async function campaign(clientId: string | null, name = 'Counted') {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, client_id, kind, name) values ($1, $2, 'email', $3) returning id`,
    [A.id, clientId, name],
  );
  return rows[0].id as string;
}

async function upload(campaignId: string, emails: string[]) {
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email) select $1, $2, unnest($3::text[])`,
    [A.id, campaignId, emails],
  );
}

/** Marks recipients sent with message ids, as record_send_batch does: one statement. */
async function markSent(campaignId: string, at: string) {
  await db.admin.query(
    `update public.recipients set sent = true, sent_at = $2, message_id = 'msg-' || id
     where campaign_id = $1 and not sent`,
    [campaignId, at],
  );
}

async function messageOf(campaignId: string, email: string) {
  const { rows } = await db.admin.query(
    'select message_id from public.recipients where campaign_id = $1 and email = $2',
    [campaignId, email],
  );
  return rows[0].message_id as string;
}

const record = (eventId: string, messageId: string, type: string, at: string, permanent = true) =>
  db.act('service', (c) =>
    c.query('select public.record_recipient_event($1, $2, $3, $4, $5, $6) as outcome', [
      eventId,
      messageId,
      type,
      at,
      '{}',
      permanent,
    ]),
  );

/** The counts row next to the same figures counted from the recipients themselves. */
async function countsAndRecount(campaignId: string) {
  const { rows } = await db.admin.query(
    `select to_jsonb(k) - 'campaign_id' - 'workspace_id' - 'unsubscribed' as kept,
            (select jsonb_build_object(
               'recipients', count(*), 'new', count(*) filter (where not r.sent and not r.failed),
               'sent', count(*) filter (where r.sent), 'delivered', count(*) filter (where r.delivered),
               'delayed', count(*) filter (where r.delayed), 'opened', count(*) filter (where r.opened),
               'clicked', count(*) filter (where r.clicked), 'bounced', count(*) filter (where r.bounced),
               'complained', count(*) filter (where r.complained), 'failed', count(*) filter (where r.failed),
               'first_sent_at', to_jsonb(min(r.sent_at)))
             from public.recipients r where r.campaign_id = k.campaign_id) as recounted
     from public.campaign_counts k where k.campaign_id = $1`,
    [campaignId],
  );
  return rows[0] as { kept: unknown; recounted: unknown };
}

describe('campaign_counts', () => {
  test('follow uploads, sends, events, removals and unsubscribes, as a recount of the recipients says', async () => {
    const id = await campaign(A.client);
    await upload(id, ['ana@example.com', 'ben@example.com', 'cruz@example.com', 'dora@example.com']);
    await markSent(id, '2026-11-20T09:00:00Z');
    await upload(id, ['late@example.com', 'gone@example.com']);
    await db.admin.query(
      `delete from public.recipients where campaign_id = $1 and email = 'gone@example.com'`,
      [id],
    );

    const ana = await messageOf(id, 'ana@example.com');
    const ben = await messageOf(id, 'ben@example.com');
    await record('e1', ana, 'delivered', '2026-11-20T09:01:00Z');
    await record('e2', ana, 'opened', '2026-11-20T09:20:00Z');
    await record('e3', ana, 'opened', '2026-11-20T10:20:00Z');
    await record('e4', ana, 'clicked', '2026-11-20T10:21:00Z');
    await record('e5', ben, 'bounced', '2026-11-20T09:02:00Z');
    const cruz = await messageOf(id, 'cruz@example.com');
    await record('e6', cruz, 'complained', '2026-11-20T11:00:00Z');

    const { kept, recounted } = await countsAndRecount(id);
    expect(kept).toEqual(recounted);
    expect(kept).toMatchObject({
      recipients: 5,
      new: 1,
      sent: 4,
      delivered: 1,
      opened: 1,
      clicked: 1,
      bounced: 1,
    });

    const { rows: tokens } = await db.admin.query(
      `select unsubscribe_token from public.recipients where campaign_id = $1 and email in ('ana@example.com', 'dora@example.com')`,
      [id],
    );
    for (const { unsubscribe_token } of tokens) {
      // Twice each: the second changes nothing.
      for (let i = 0; i < 2; i++) {
        await db.act('service', (c) => c.query('select * from public.unsubscribe($1)', [unsubscribe_token]));
      }
    }
    const summary = await db.act('memberA', (c) =>
      c.query('select * from public.recipient_summary($1)', [id]),
    );
    expect(summary.rows[0]).toMatchObject({ total: 5, already_sent: 4, opened: 1, unsubscribed: 2, new: 1 });
  });

  test('count each event once: a replayed event id adds nothing, a second opening is an opening but not a new opener', async () => {
    const id = await campaign(null);
    await upload(id, ['eve@example.com']);
    await markSent(id, '2026-11-21T08:00:00Z');
    const eve = await messageOf(id, 'eve@example.com');
    const outcomes = [];
    for (const [eventId, type, at] of [
      ['d1', 'delivered', '2026-11-21T08:01:00Z'],
      ['o1', 'opened', '2026-11-21T08:16:00Z'],
      ['o1', 'opened', '2026-11-21T08:16:00Z'],
      ['o2', 'opened', '2026-11-21T08:17:00Z'],
      // Late: it happened before the delivery we already have, in another quarter hour.
      ['s1', 'sent', '2026-11-21T07:59:00Z'],
    ] as const) {
      outcomes.push((await record(eventId, eve, type, at)).rows[0].outcome);
    }
    expect(outcomes).toEqual(['recorded', 'recorded', 'duplicate', 'recorded', 'recorded']);

    const { rows } = await db.admin.query(
      `select quarter::text, sent, delivered, opened, first_opens from public.campaign_activity
       where campaign_id = $1 order by quarter`,
      [id],
    );
    expect(rows).toEqual([
      { quarter: '2026-11-21 07:45:00+00', sent: 1, delivered: 0, opened: 0, first_opens: 0 },
      { quarter: '2026-11-21 08:00:00+00', sent: 0, delivered: 1, opened: 0, first_opens: 0 },
      { quarter: '2026-11-21 08:15:00+00', sent: 0, delivered: 0, opened: 2, first_opens: 1 },
    ]);
    // The activity against a recount of the stored events.
    const { rows: recount } = await db.admin.query(
      `select (select sum(a.sent + a.delivered + a.opened) from public.campaign_activity a where a.campaign_id = $1)::int as kept,
              (select count(*) from public.recipient_events e where e.campaign_id = $1)::int as stored`,
      [id],
    );
    expect(recount[0].kept).toBe(recount[0].stored);
  });

  test('events of one campaign recorded at once from many connections are all counted', async () => {
    const id = await campaign(null);
    const emails = Array.from({ length: 40 }, (_, i) => `p${i}@example.com`);
    await upload(id, emails);
    await markSent(id, '2026-11-22T10:00:00Z');
    const { rows } = await db.admin.query('select message_id from public.recipients where campaign_id = $1', [
      id,
    ]);
    await Promise.all(
      rows.flatMap(({ message_id }, i) => [
        record(`c-d-${i}`, message_id, 'delivered', '2026-11-22T10:01:00Z'),
        record(`c-o-${i}`, message_id, 'opened', '2026-11-22T10:02:00Z'),
      ]),
    );
    const { kept, recounted } = await countsAndRecount(id);
    expect(kept).toEqual(recounted);
    const { rows: activity } = await db.admin.query(
      'select delivered, opened, first_opens from public.campaign_activity where campaign_id = $1',
      [id],
    );
    expect(activity).toEqual([{ delivered: 40, opened: 40, first_opens: 40 }]);
  });

  test('go with their campaign, however many recipients it had', async () => {
    const id = await campaign(null);
    await upload(id, ['x@example.com', 'y@example.com']);
    await db.admin.query('delete from public.campaigns where id = $1', [id]);
    const { rows } = await db.admin.query(
      'select count(*)::int as n from public.campaign_counts where campaign_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(0);
  });

  test('are read-only for every user, and hidden outside the campaign’s readers', async () => {
    const id = await campaign(A.client);
    expect(
      await outcome(
        db.attempt('ownerA', (c) =>
          c.query('update public.campaign_counts set sent = 9 where campaign_id = $1', [id]),
        ),
      ),
    ).toBe('42501');
    const seen = async (actor: 'ownerB' | 'otherClientEditorA' | 'clientViewerA') =>
      (
        await db.attempt(actor, (c) =>
          c.query('select 1 from public.campaign_counts where campaign_id = $1', [id]),
        )
      ).rowCount;
    expect(await seen('ownerB')).toBe(0);
    expect(await seen('otherClientEditorA')).toBe(0);
    expect(await seen('clientViewerA')).toBe(1);
  });
});

describe('page_activity and page_daily_activity', () => {
  /** A page of A's client, live (published, its plan running) so that it takes leads. */
  async function page(name: string, live = true) {
    const { rows } = await db.admin.query(
      `insert into public.campaigns (workspace_id, client_id, kind, name, content, slug, status, template)
       values ($1, $2, 'page', $3, '{"sections": []}', 'counted-' || md5($3), 'published', 'solid') returning id`,
      [A.id, A.client, name],
    );
    const id = rows[0].id as string;
    if (!live) return id;
    await db.admin.query(
      `insert into public.page_subscriptions (workspace_id, campaign_id, plan_id, status, current_period_end)
       values ($1, $2, 'basic', 'active', now() + interval '30 days')`,
      [A.id, id],
    );
    return id;
  }

  /** page_events and leads as counted: `views`, `form_starts`, `leads` per bucket and source. */
  const recount = (bucket: string) => `
    select ${bucket.replaceAll('$at', 'x.at')} as bucket, x.source,
           count(*) filter (where x.kind = 'view')::int as views,
           count(*) filter (where x.kind = 'form_start')::int as form_starts,
           count(*) filter (where x.kind = 'lead')::int as leads
    from (
      select e.occurred_at as at, e.source, e.type::text as kind from public.page_events e where e.page_id = $1
      union all
      select l.created_at, l.source, 'lead' from public.leads l where l.campaign_id = $1
    ) x
    group by 1, 2 order by 1, 2`;

  /** Each table's rows next to a recount of the page's events and leads. */
  async function keptAndRecounted(pageId: string) {
    const query = async (sql: string) => (await db.admin.query(sql, [pageId])).rows;
    return {
      days: await query(
        `select day::text as bucket, source, views, form_starts, leads from public.page_daily_activity
         where page_id = $1 order by 1, 2`,
      ),
      recountedDays: await query(recount(`($at at time zone 'UTC')::date::text`)),
      quarters: await query(
        `select quarter::text as bucket, source, views, form_starts, leads from public.page_activity
         where page_id = $1 order by 1, 2`,
      ),
      recountedQuarters: await query(recount('private.quarter_hour($at)::text')),
    };
  }

  test('count every view, form start and lead once, late ones in the UTC day they happened', async () => {
    const id = await page('Counted page');
    // One statement of many events over two days and two sources, around midnight UTC.
    await db.admin.query(
      `insert into public.page_events (workspace_id, page_id, type, source, occurred_at)
       select $1, $2, case when n % 3 = 0 then 'form_start' else 'view' end::public.page_event_type,
              case when n % 2 = 0 then 'direct' else 'news.example.com' end,
              date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '1 day' + n * interval '7 minutes'
       from generate_series(-20, 20) n`,
      [A.id, id],
    );
    // Beacons now, from two connections at once.
    await Promise.all(
      ['view', 'view', 'form_start', 'view'].map((type, i) =>
        db.act('service', (c) =>
          c.query('select public.record_page_event($1, $2, $3)', [
            id,
            type,
            i % 2 ? 'direct' : 'ig.example.com',
          ]),
        ),
      ),
    );
    // Late: a view that happened four days ago, stored after today's.
    await db.admin.query(
      `insert into public.page_events (workspace_id, page_id, type, source, occurred_at)
       values ($1, $2, 'view', 'direct', now() - interval '4 days')`,
      [A.id, id],
    );
    await db.admin.query(
      `insert into public.leads (campaign_id, first_name, last_name, email, source, created_at)
       values ($1, 'Nia', 'News', 'nia-counted@example.com', 'news.example.com', now()),
              ($1, 'Dan', 'Direct', 'dan-counted@example.com', 'direct', now() - interval '1 day'),
              ($1, 'Lia', 'Late', 'lia-counted@example.com', 'direct', now() - interval '3 days')`,
      [id],
    );

    const counted = await keptAndRecounted(id);
    expect(counted.days).toEqual(counted.recountedDays);
    expect(counted.quarters).toEqual(counted.recountedQuarters);
    // Not an empty agreement: three days before today at least, 41 + 4 + 1 events and 3 leads.
    expect(counted.days.length).toBeGreaterThanOrEqual(5);
    const total = (rows: { views: number; form_starts: number; leads: number }[]) =>
      rows.reduce((sum, r) => sum + r.views + r.form_starts + r.leads, 0);
    expect(total(counted.days)).toBe(49);

    // The panel reads the days: the same answer as counted from the rows themselves.
    const since = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const { rows: panel } = await db.act('clientViewerA', (c) =>
      c.query(
        `select day::text, views, form_starts, leads, sources from public.page_analytics($1, $2) where views + form_starts + leads > 0`,
        [id, since],
      ),
    );
    const { rows: expected } = await db.admin.query(
      `select r.bucket as day, sum(r.views)::int as views, sum(r.form_starts)::int as form_starts,
              sum(r.leads)::int as leads,
              coalesce(jsonb_object_agg(r.source, r.views) filter (where r.views > 0), '{}') as sources
       from (${recount(`($at at time zone 'UTC')::date::text`)}) r
       group by 1 order by 1`,
      [id],
    );
    expect(panel).toEqual(expected);

    // A lead deleted later stays counted, in both tables.
    await db.admin.query(`delete from public.leads where email = 'dan-counted@example.com'`);
    const after = await keptAndRecounted(id);
    expect(after.days).toEqual(counted.days);
    expect(after.quarters).toEqual(counted.quarters);
  });

  test('go with their page', async () => {
    // Not live: a page whose plan still runs cannot be deleted.
    const id = await page('Deleted page', false);
    await db.act('service', (c) => c.query(`select public.record_page_event($1, 'view', 'direct')`, [id]));
    await db.admin.query('delete from public.campaigns where id = $1', [id]);
    const { rows } = await db.admin.query(
      `select (select count(*) from public.page_daily_activity where page_id = $1)::int as days,
              (select count(*) from public.page_activity where page_id = $1)::int as quarters`,
      [id],
    );
    expect(rows[0]).toEqual({ days: 0, quarters: 0 });
  });
});

describe('the dashboard', () => {
  const period = ['2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'] as const;

  async function sentCampaign(clientId: string | null, name: string, at: string, opens: number) {
    const id = await campaign(clientId, name);
    await upload(
      id,
      Array.from({ length: 3 }, (_, i) => `${name.toLowerCase()}-${i}@example.com`),
    );
    await markSent(id, at);
    const { rows } = await db.admin.query(
      'select message_id from public.recipients where campaign_id = $1 order by id',
      [id],
    );
    for (const [i, { message_id }] of rows.entries()) {
      await record(`${name}-d${i}`, message_id, 'delivered', at);
      if (i < opens) await record(`${name}-o${i}`, message_id, 'opened', at);
    }
    return id;
  }

  test('lists the campaigns first sent in the period, for the workspace, one client or its own work', async () => {
    const client = await sentCampaign(A.client, 'Client', '2026-10-05T12:00:00Z', 2);
    const own = await sentCampaign(null, 'Own', '2026-10-06T12:00:00Z', 1);
    const other = await sentCampaign(otherClientA, 'Other', '2026-10-07T12:00:00Z', 3);
    await sentCampaign(A.client, 'Before', '2026-09-30T23:59:00Z', 3);

    const list = async (actor: 'ownerA' | 'clientViewerA', scope: string) =>
      (
        await db.attempt(actor, (c) =>
          c.query(
            `select campaign_id, opened, delivered from public.email_analytics_by_campaign($1, $2, $3, ${scope})`,
            [A.id, ...period],
          ),
        )
      ).rows;
    expect((await list('ownerA', 'null, false')).map((r) => r.campaign_id)).toEqual([other, own, client]);
    expect(await list('ownerA', `'${A.client}', false`)).toEqual([
      { campaign_id: client, opened: 2, delivered: 3 },
    ]);
    expect(await list('ownerA', 'null, true')).toEqual([{ campaign_id: own, opened: 1, delivered: 3 }]);
    // A viewer limited to one client sees that client's campaigns, whatever the scope asked.
    expect((await list('clientViewerA', 'null, false')).map((r) => r.campaign_id)).toEqual([client]);

    const days = await db.attempt('ownerA', (c) =>
      c.query(
        `select day::text, delivered, first_opens from public.email_analytics_by_day($1, $2, $3, 'America/New_York', $4)`,
        [A.id, ...period, A.client],
      ),
    );
    expect(days.rows).toEqual([{ day: '2026-10-05', delivered: 3, first_opens: 2 }]);
  });

  test('counts page views, form starts and leads by source and by day', async () => {
    await db.act('service', async (c) => {
      await c.query(`select public.record_page_event($1, 'view', 'news.example.com')`, [A.page]);
      await c.query(`select public.record_page_event($1, 'view', 'news.example.com')`, [A.page]);
      await c.query(`select public.record_page_event($1, 'form_start', 'news.example.com')`, [A.page]);
    });
    await db.admin.query(
      `insert into public.leads (campaign_id, first_name, last_name, email, source) values ($1, 'Nia', 'News', 'nia@example.com', 'news.example.com')`,
      [A.page],
    );
    const now = new Date();
    const range = [
      new Date(now.getTime() - 3_600_000).toISOString(),
      new Date(now.getTime() + 3_600_000).toISOString(),
    ];
    const bySource = await db.attempt('memberA', (c) =>
      c.query(
        `select source, views, form_starts, leads from public.page_analytics_by_source($1, $2, $3) where page_id = $4 and source = 'news.example.com'`,
        [A.id, ...range, A.page],
      ),
    );
    expect(bySource.rows).toEqual([{ source: 'news.example.com', views: 2, form_starts: 1, leads: 1 }]);
    expect(
      (
        await db.attempt('ownerB', (c) =>
          c.query('select * from public.page_analytics_by_source($1, $2, $3)', [A.id, ...range]),
        )
      ).rowCount,
    ).toBe(0);
  });

  test('pages per source: the whole UTC days read from the days, the rest from the quarters, the same sums as every quarter', async () => {
    const { rows } = await db.admin.query(
      `insert into public.campaigns (workspace_id, client_id, kind, name) values ($1, $2, 'page', 'Sources page') returning id`,
      [A.id, A.client],
    );
    // An event every 7 minutes for four days, over three sources.
    await db.admin.query(
      `insert into public.page_events (workspace_id, page_id, type, source, occurred_at)
       select $1, $2, case when n % 4 = 0 then 'form_start' else 'view' end::public.page_event_type,
              (array['direct', 'news.example.com', 'ig.example.com'])[1 + n % 3],
              timestamptz '2026-09-10 00:00:00+00' + n * interval '7 minutes'
       from generate_series(0, 4 * 24 * 60 / 7) n`,
      [A.id, rows[0].id],
    );
    const periods = [
      ['2026-09-10T00:00:00Z', '2026-09-13T00:00:00Z'], // whole UTC days
      ['2026-09-10T00:00:00Z', '2026-09-11T00:00:00Z'], // one
      ['2026-09-09T22:00:00Z', '2026-09-12T22:00:00Z'], // Madrid's days
      ['2026-09-09T18:30:00Z', '2026-09-12T18:30:00Z'], // Kolkata's (+5:30)
      ['2026-09-10T18:15:00Z', '2026-09-12T18:15:00Z'], // Kathmandu's (+5:45)
      ['2026-09-10T04:00:00Z', '2026-09-13T04:00:00Z'], // New York's
      ['2026-09-10T01:07:00Z', '2026-09-12T03:01:00Z'], // off the quarters
      ['2026-09-11T10:00:00Z', '2026-09-11T14:00:00Z'], // within a day
      ['2026-09-10T00:00:00Z', '2026-09-11T23:50:00Z'], // ends in a day's last quarter
      ['2026-09-10T00:00:00Z', '2026-09-11T23:45:00Z'], // ends as it starts
      ['2026-09-10T00:10:00Z', '2026-09-12T00:10:00Z'], // starts in a day's first quarter
    ];
    for (const period of periods) {
      const read = await db.act('ownerA', (c) =>
        c.query('select * from public.page_analytics_by_source($1, $2, $3)', [A.id, ...period]),
      );
      // Every quarter in the period, as the function read before the days.
      const quarters = await db.admin.query(
        `select a.page_id, c.name, c.client_id, a.source, sum(a.views)::int as views,
                sum(a.form_starts)::int as form_starts, sum(a.leads)::int as leads
         from public.page_activity a join public.campaigns c on c.id = a.page_id
         where a.workspace_id = $1 and a.quarter >= $2 and a.quarter < $3
         group by 1, 2, 3, 4 order by 1, 4`,
        [A.id, ...period],
      );
      expect(read.rows, period.join(' – ')).toEqual(quarters.rows);
      expect(quarters.rowCount, period.join(' – ')).toBeGreaterThan(0);
    }
  });

  test('refuses a period that ends before it starts or spans more than 400 days, and an unknown time zone', async () => {
    const call = (sql: string, params: unknown[]) =>
      outcome(db.attempt('ownerA', (c) => c.query(sql, params)));
    expect(
      await call('select * from public.email_analytics_by_campaign($1, $2, $3)', [
        A.id,
        period[1],
        period[0],
      ]),
    ).toBe('invalid_argument');
    expect(
      await call('select * from public.page_analytics_by_source($1, $2, $3)', [
        A.id,
        '2025-01-01',
        '2026-11-01',
      ]),
    ).toBe('invalid_argument');
    expect(
      await call(`select * from public.email_analytics_by_day($1, $2, $3, 'Mars/Olympus')`, [
        A.id,
        ...period,
      ]),
    ).toBe('invalid_time_zone');
    expect(
      await outcome(
        db.attempt('anon', (c) =>
          c.query('select * from public.email_analytics_by_campaign($1, $2, $3)', [A.id, ...period]),
        ),
      ),
    ).toBe('42501');
  });
});
