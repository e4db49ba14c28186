import { describe, expect, test } from 'vitest';
import { outcome, testDatabase } from './testing/database.ts';
import { A } from './testing/fixtures.ts';

const db = testDatabase();

async function emailWithRecipients(emails: string[]) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, kind, name) values ($1, 'email', 'Analytics') returning id`,
    [A.id],
  );
  const campaignId = rows[0].id as string;
  const inserted = await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email)
     select $1, $2, unnest($3::text[]) returning id, email`,
    [A.id, campaignId, emails],
  );
  const ids = Object.fromEntries(inserted.rows.map((r) => [r.email as string, r.id as number]));
  return { campaignId, ids };
}

const event = (campaignId: string, recipientId: number, type: string, at: string) =>
  db.admin.query(
    `insert into public.recipient_events (workspace_id, campaign_id, recipient_id, type, provider_event_id, occurred_at)
     values ($1, $2, $3, $4, gen_random_uuid()::text, $5)`,
    [A.id, campaignId, recipientId, type, at],
  );

describe('campaign_event_timeline', () => {
  test('counts each event type per hour and per day, in the given time zone', async () => {
    const { campaignId, ids } = await emailWithRecipients(['ana@example.com', 'ben@example.com']);
    const ana = ids['ana@example.com'] as number;
    const ben = ids['ben@example.com'] as number;
    await event(campaignId, ana, 'delivered', '2026-11-20T09:10:00Z');
    await event(campaignId, ben, 'delivered', '2026-11-20T09:50:00Z');
    await event(campaignId, ana, 'opened', '2026-11-20T10:05:00Z');
    await event(campaignId, ana, 'clicked', '2026-11-20T23:30:00Z');

    const hourly = await db.act('memberA', (c) =>
      c.query(
        `select bucket_start::text, delivered, opened, clicked from public.campaign_event_timeline($1, 'hour', 'UTC')`,
        [campaignId],
      ),
    );
    expect(hourly.rows).toEqual([
      { bucket_start: '2026-11-20 09:00:00+00', delivered: 2, opened: 0, clicked: 0 },
      { bucket_start: '2026-11-20 10:00:00+00', delivered: 0, opened: 1, clicked: 0 },
      { bucket_start: '2026-11-20 23:00:00+00', delivered: 0, opened: 0, clicked: 1 },
    ]);
    // Madrid is an hour ahead in November: the late click falls on the next day there.
    const daily = await db.act('memberA', (c) =>
      c.query(
        `select delivered, opened, clicked from public.campaign_event_timeline($1, 'day', 'Europe/Madrid')`,
        [campaignId],
      ),
    );
    expect(daily.rows).toEqual([
      { delivered: 2, opened: 1, clicked: 0 },
      { delivered: 0, opened: 0, clicked: 1 },
    ]);
  });

  test('refuses another workspace, anon, a bad bucket and an unknown time zone', async () => {
    const { campaignId } = await emailWithRecipients(['cara@example.com']);
    const call = (actor: 'memberB' | 'anon' | 'memberA', bucket = 'hour', zone = 'UTC') =>
      outcome(
        db.attempt(actor, (c) =>
          c.query('select * from public.campaign_event_timeline($1, $2, $3)', [campaignId, bucket, zone]),
        ),
      );
    expect(await call('memberB')).toBe('campaign_not_found');
    expect(await call('anon')).toBe('42501');
    expect(await call('memberA', 'week')).toBe('invalid_argument');
    expect(await call('memberA', 'hour', 'Mars/Olympus')).toBe('invalid_time_zone');
    expect(await call('memberA', 'hour', null as unknown as string)).toBe('invalid_time_zone');
  });
});

describe('campaign_suppressed_recipients', () => {
  test('counts the unsent recipients the workspace suppresses, not the ones already sent', async () => {
    const { campaignId, ids } = await emailWithRecipients([
      'dan@example.com',
      'eve@example.com',
      'fay@example.com',
    ]);
    await db.admin.query(
      `insert into public.suppressions (workspace_id, email, reason)
       values ($1, 'dan@example.com', 'unsubscribed'), ($1, 'fay@example.com', 'bounced')
       on conflict do nothing`,
      [A.id],
    );
    await db.admin.query('update public.recipients set sent = true where id = $1', [ids['fay@example.com']]);
    const { rows } = await db.act('memberA', (c) =>
      c.query('select public.campaign_suppressed_recipients($1) as suppressed', [campaignId]),
    );
    expect(rows[0].suppressed).toBe(1);
    expect(
      await outcome(
        db.attempt('memberB', (c) =>
          c.query('select public.campaign_suppressed_recipients($1)', [campaignId]),
        ),
      ),
    ).toBe('campaign_not_found');
  });
});
