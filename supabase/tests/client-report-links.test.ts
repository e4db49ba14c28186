import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, B, otherClientA } from './testing/fixtures.ts';

/**
 * Client report links (docs/analytics.md "The client report"): who makes, lists and revokes them,
 * what a link shows without an account (the client's figures over the link's period, the same as
 * the dashboard's), and how it stops working. The steps build on each other, so this file commits
 * them in order on its own copy of the fixtures.
 */
const db = testDatabase();

const call = (actor: Actor, sql: string, params: unknown[] = []) =>
  outcome(db.act(actor, (c) => c.query(sql, params)));

const rows = async <T extends object>(actor: Actor, sql: string, params: unknown[] = []) =>
  db.act(actor, async (c) => (await c.query<T>(sql, params)).rows);

const MAKE = `select * from public.create_report_link($1, current_date - 6, current_date, 'UTC', $2, $3)`;

const make = async (actor: Actor, client: string, validDays = 7, locale: string | null = null) =>
  (await rows<{ link_id: string; link_secret: string }>(actor, MAKE, [client, validDays, locale]))[0];

interface LiveReport {
  state: 'live';
  locale: string;
  clientName: string;
  firstDay: string;
  lastDay: string;
  email: { campaigns: { campaign_id: string }[]; previous: unknown[]; days: unknown[] };
  pages: { sources: { page_id: string }[]; previous: unknown[]; days: unknown[] };
}
type Report = LiveReport | { state: 'expired' | 'revoked'; locale: string };

const read = async (secret: string, actor: Actor = 'anon') =>
  (await rows<{ r: Report | null }>(actor, 'select public.report_link_read($1) as r', [secret]))[0]?.r ??
  null;

/** A sent email campaign of a client, with one delivered and clicked recipient, first sent `daysAgo`. */
async function sentCampaign(client: string | null, name: string, daysAgo: number) {
  const { rows: made } = await db.admin.query<{ id: string }>(
    `insert into public.campaigns (workspace_id, client_id, kind, name, status)
     values ($1, $2, 'email', $3, 'sent') returning id`,
    [A.id, client, name],
  );
  const id = made[0]?.id as string;
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email, sent, sent_at, delivered, clicked, opened)
     values ($1, $2, $3, true, now() - make_interval(days => $4), true, true, true),
            ($1, $2, 'b-' || $3, true, now() - make_interval(days => $4), true, false, false)`,
    [A.id, id, `${name.toLowerCase().replaceAll(' ', '-')}@example.test`, daysAgo],
  );
  return id;
}

let secret = '';
let linkId = '';
let ownCampaign = '';
let otherClientCampaign = '';
let clientCampaign = '';
let oldCampaign = '';

describe('making a link', () => {
  test("a client's report language defaults to English and editors who reach it change it", async () => {
    const [client] = await rows<{ report_locale: string }>(
      'ownerA',
      'select report_locale from public.clients where id = $1',
      [A.client],
    );
    expect(client?.report_locale).toBe('en');
    expect(
      await call('clientEditorA', `update public.clients set report_locale = 'es' where id = $1`, [A.client]),
    ).toBe('ok');
  });

  test('editors who reach the client make one, in the client language unless they choose', async () => {
    const link = await make('memberA', A.client);
    expect(link?.link_secret).toMatch(/^[0-9a-f]{64}$/);
    secret = link?.link_secret ?? '';
    linkId = link?.link_id ?? '';
    const [stored] = await rows<{ locale: string; expires_at: Date }>(
      'memberA',
      'select locale, expires_at from public.client_report_links where id = $1',
      [linkId],
    );
    expect(stored?.locale).toBe('es');
    expect(stored?.expires_at.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect((await make('clientEditorA', A.client, 30, 'en'))?.link_secret).toMatch(/^[0-9a-f]{64}$/);
  });

  test('viewers are refused; members who do not reach the client, other workspaces and anon never learn it exists', async () => {
    expect(await call('viewerA', MAKE, [A.client, 7, null])).toBe('viewer_read_only');
    expect(await call('clientViewerA', MAKE, [A.client, 7, null])).toBe('viewer_read_only');
    expect(await call('otherClientEditorA', MAKE, [A.client, 7, null])).toBe('client_not_found');
    expect(await call('memberB', MAKE, [A.client, 7, null])).toBe('client_not_found');
    expect(await call('stranger', MAKE, [A.client, 7, null])).toBe('client_not_found');
    expect(await call('anon', MAKE, [A.client, 7, null])).toBe('42501');
  });

  test('a period longer than a year or reversed, a validity past 90 days and an unknown zone are refused', async () => {
    const period = `select * from public.create_report_link($1, $2::date, $3::date, 'UTC', 7)`;
    expect(await call('memberA', period, [A.client, '2026-01-01', '2027-01-02'])).toBe('invalid_argument');
    expect(await call('memberA', period, [A.client, '2026-02-01', '2026-01-01'])).toBe('invalid_argument');
    expect(await call('memberA', MAKE, [A.client, 91, null])).toBe('invalid_argument');
    expect(await call('memberA', MAKE, [A.client, 0, null])).toBe('invalid_argument');
    expect(
      await call(
        'memberA',
        `select * from public.create_report_link($1, current_date, current_date, 'Mars/Olympus', 7)`,
        [A.client],
      ),
    ).toBe('invalid_time_zone');
  });

  test('the secret is kept only as its SHA-256, out of every role’s reach', async () => {
    const { rows: kept } = await db.admin.query<{ matches: boolean; anywhere: boolean }>(
      `select s.link_hash = sha256(convert_to($1, 'UTF8')) as matches,
              exists (select 1 from public.client_report_links l where to_jsonb(l)::text like '%' || $1 || '%') as anywhere
       from private.report_link_secrets s where s.link_id = $2`,
      [secret, linkId],
    );
    expect(kept).toEqual([{ matches: true, anywhere: false }]);
    for (const actor of ['anon', 'memberA', 'service'] as const) {
      expect(await call(actor, 'select * from private.report_link_secrets')).toBe('42501');
    }
  });
});

describe('listing and revoking', () => {
  test('readers of the client list its links; others see none, anon may not ask', async () => {
    const visible = async (actor: Actor) =>
      (
        await rows<{ id: string }>(actor, 'select id from public.client_report_links where client_id = $1', [
          A.client,
        ])
      ).length;
    for (const actor of ['ownerA', 'memberA', 'viewerA', 'clientViewerA', 'clientEditorA'] as const) {
      expect(await visible(actor)).toBe(3); // the fixture's and the two made above
    }
    for (const actor of ['otherClientEditorA', 'memberB', 'stranger'] as const) {
      expect(await visible(actor)).toBe(0);
    }
    expect(await call('anon', 'select id from public.client_report_links')).toBe('42501');
    expect(await call('anon', 'update public.client_report_links set revoked_at = now()')).toBe('42501');
  });

  test('viewers and members who do not reach the client revoke nothing; no one makes a link by insert', async () => {
    for (const actor of ['viewerA', 'clientViewerA', 'otherClientEditorA', 'memberB'] as const) {
      await call(actor, 'update public.client_report_links set revoked_at = now() where id = $1', [linkId]);
    }
    const { rows: after } = await db.admin.query(
      'select revoked_at from public.client_report_links where id = $1',
      [linkId],
    );
    expect(after).toEqual([{ revoked_at: null }]);
    expect(
      await call(
        'memberA',
        `insert into public.client_report_links (workspace_id, client_id, first_day, last_day, time_zone, locale, expires_at)
         values ($1, $2, current_date, current_date, 'UTC', 'en', now() + interval '1 day')`,
        [A.id, A.client],
      ),
    ).toBe('42501');
  });
});

describe('what a link shows', () => {
  test("the client's figures over the link's period, exactly the dashboard's; no other client's, no workspace's own, nothing older", async () => {
    clientCampaign = await sentCampaign(A.client, 'Client spring', 2);
    otherClientCampaign = await sentCampaign(otherClientA, 'Other client spring', 2);
    ownCampaign = await sentCampaign(null, 'Workspace spring', 2);
    oldCampaign = await sentCampaign(A.client, 'Client last year', 40);
    // A page of the workspace's own, viewed today: the client's report leaves it out.
    const { rows: ownPages } = await db.admin.query<{ id: string }>(
      `insert into public.campaigns (workspace_id, kind, name, content, slug, status, template)
       values ($1, 'page', 'Workspace page', '{"sections": []}', 'report-own-page', 'published', 'solid')
       returning id`,
      [A.id],
    );
    const ownPage = ownPages[0]?.id as string;
    await db.admin.query(
      `insert into public.page_events (workspace_id, page_id, type, source) values ($1, $2, 'view', 'fixture')`,
      [A.id, ownPage],
    );
    const report = await read(secret);
    expect(report?.state).toBe('live');
    const live = report as LiveReport;
    expect(live.locale).toBe('es');
    expect(live.clientName).toBe('Client ws1');
    const campaigns = live.email.campaigns.map((row) => row.campaign_id);
    expect(campaigns).toContain(clientCampaign);
    expect(campaigns).toContain(A.email);
    for (const absent of [otherClientCampaign, ownCampaign, oldCampaign])
      expect(campaigns).not.toContain(absent);
    const pages = live.pages.sources.map((row) => row.page_id);
    expect(pages).toContain(A.page);
    expect(pages).not.toContain(ownPage);

    // The dashboard's functions as a member of the workspace, over the same days, agree row for row.
    const dashboard = await db.act('ownerA', async (c) => {
      const range = `(current_date - 6)::timestamp at time zone 'UTC', (current_date + 1)::timestamp at time zone 'UTC'`;
      const before = `(current_date - 13)::timestamp at time zone 'UTC', (current_date - 6)::timestamp at time zone 'UTC'`;
      const agg = async (sql: string) =>
        (
          await c.query<{ r: unknown }>(`select coalesce(jsonb_agg(to_jsonb(x)), '[]') as r from ${sql} x`, [
            A.id,
            A.client,
          ])
        ).rows[0]?.r;
      return {
        email: {
          campaigns: await agg(`public.email_analytics_by_campaign($1, ${range}, $2)`),
          previous: await agg(`public.email_analytics_by_campaign($1, ${before}, $2)`),
          days: await agg(`public.email_analytics_by_day($1, ${range}, 'UTC', $2)`),
        },
        pages: {
          sources: await agg(`public.page_analytics_by_source($1, ${range}, $2)`),
          previous: await agg(`public.page_analytics_by_source($1, ${before}, $2)`),
          days: await agg(`public.page_analytics_by_day($1, ${range}, 'UTC', $2)`),
        },
      };
    });
    expect({ email: live.email, pages: live.pages }).toEqual(dashboard);
    expect((dashboard.email.campaigns as unknown[]).length).toBe(2);
  });

  test('a guessed, short or altered secret shows nothing, signed in or not', async () => {
    const altered = `${secret.slice(0, 63)}${secret.endsWith('0') ? '1' : '0'}`;
    for (const guess of ['0'.repeat(64), altered, secret.slice(0, 32), '', `${secret}0`]) {
      expect(await read(guess)).toBeNull();
      expect(await read(guess, 'memberB')).toBeNull();
    }
  });

  test('revoked for good: the link then says so in its language, and nothing more', async () => {
    expect(
      await call('clientEditorA', 'update public.client_report_links set revoked_at = now() where id = $1', [
        linkId,
      ]),
    ).toBe('ok');
    expect(await read(secret)).toEqual({ state: 'revoked', locale: 'es' });
    await call('memberA', 'update public.client_report_links set revoked_at = null where id = $1', [linkId]);
    expect(await read(secret)).toEqual({ state: 'revoked', locale: 'es' });
  });

  test('expired: says so in its language', async () => {
    const link = await make('memberA', A.client, 1, 'en');
    await db.admin.query(
      `update public.client_report_links set expires_at = now() - interval '1 second' where id = $1`,
      [link?.link_id],
    );
    expect(await read(link?.link_secret ?? '')).toEqual({ state: 'expired', locale: 'en' });
  });

  test("another workspace's link shows only its own client", async () => {
    const link = await make('ownerB', B.client);
    const report = (await read(link?.link_secret ?? '')) as LiveReport;
    expect(report.clientName).toBe('Client ws2');
    expect(report.email.campaigns.map((row) => row.campaign_id)).toEqual([B.email]);
    for (const id of [A.email, clientCampaign]) {
      expect(report.email.campaigns.map((row) => row.campaign_id)).not.toContain(id);
    }
  });
});
