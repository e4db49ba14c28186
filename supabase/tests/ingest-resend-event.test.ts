import { describe, expect, test } from 'vitest';
import { outcome, testDatabase } from './testing/database.ts';
import { A } from './testing/fixtures.ts';

/**
 * public.ingest_resend_event: a Resend webhook event in one call — its svix-id once in
 * webhook_events, its recipient event recorded — exactly once whatever the order, the replays and
 * the deliveries that arrive at the same time.
 */
const db = testDatabase();

let sequence = 0;

/** A campaign with sent recipients, their message ids returned. */
async function sentRecipients(count: number) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, kind, name) values ($1, 'email', 'Ingested') returning id`,
    [A.id],
  );
  const campaignId = rows[0].id as string;
  const run = ++sequence;
  const { rows: recipients } = await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email, message_id, sent, sent_at)
     select $1, $2, 'ingest-' || $3 || '-' || n || '@example.com', 'email_ingest_' || $3 || '_' || n, true, now()
     from generate_series(1, $4::int) n
     returning message_id`,
    [A.id, campaignId, run, count],
  );
  return { campaignId, messageIds: recipients.map((row) => row.message_id as string) };
}

interface Event {
  id: string;
  resendType?: string;
  messageId?: string;
  type?: string;
  at?: string;
  permanent?: boolean;
  final?: boolean;
}

const ingest = (event: Event) =>
  db.act(
    'service',
    async (c) =>
      (
        await c.query('select public.ingest_resend_event($1, $2, $3, $4, $5, $6, $7, $8) as outcome', [
          event.id,
          event.resendType ?? `email.${event.type ?? 'contact'}`,
          event.messageId ?? null,
          event.type ?? null,
          event.at ?? new Date().toISOString(),
          JSON.stringify({ type: event.resendType ?? `email.${event.type}` }),
          event.permanent ?? true,
          event.final ?? false,
        ])
      ).rows[0].outcome as string,
  );

async function recipient(messageId: string) {
  const { rows } = await db.admin.query(
    `select sent, delivered, opened, clicked, bounced, complained, last_event_at,
            (select count(*)::int from public.recipient_events e where e.recipient_id = r.id) as events
     from public.recipients r where r.message_id = $1`,
    [messageId],
  );
  return rows[0];
}

async function logged(eventId: string) {
  const { rows } = await db.admin.query(
    `select type, processed_at is not null as processed from public.webhook_events
     where provider = 'resend' and event_id = $1`,
    [eventId],
  );
  return rows[0] ?? null;
}

/** The campaign's counts next to a recount of its recipients and events. */
async function countsMatchRows(campaignId: string) {
  const { rows } = await db.admin.query(
    `select k.opened = (select count(*) from public.recipients r where r.campaign_id = k.campaign_id and r.opened)
              and k.delivered = (select count(*) from public.recipients r where r.campaign_id = k.campaign_id and r.delivered)
              and (select coalesce(sum(a.opened + a.delivered + a.clicked), 0) from public.campaign_activity a where a.campaign_id = k.campaign_id)
                  = (select count(*) from public.recipient_events e where e.campaign_id = k.campaign_id
                     and e.type in ('opened', 'delivered', 'clicked')) as matches
     from public.campaign_counts k where k.campaign_id = $1`,
    [campaignId],
  );
  return rows[0].matches as boolean;
}

describe('ingest_resend_event', () => {
  test('records an event once: a replay answers handled and writes nothing', async () => {
    const { messageIds } = await sentRecipients(1);
    const messageId = messageIds[0] as string;
    const event = { id: 'msg_once', messageId, type: 'opened', at: '2026-11-30T10:00:00Z' };
    expect(await ingest(event)).toBe('recorded');
    expect(await logged('msg_once')).toEqual({ type: 'email.opened', processed: true });
    expect(await ingest(event)).toBe('handled');
    expect(await ingest(event)).toBe('handled');
    expect(await recipient(messageId)).toMatchObject({ opened: true, events: 1 });
  });

  test('out of order, the flags end the same and last_event_at is the latest', async () => {
    const { messageIds } = await sentRecipients(1);
    const messageId = messageIds[0] as string;
    expect(await ingest({ id: 'msg_ooo_3', messageId, type: 'clicked', at: '2026-11-30T10:03:00Z' })).toBe(
      'recorded',
    );
    expect(await ingest({ id: 'msg_ooo_2', messageId, type: 'opened', at: '2026-11-30T10:02:00Z' })).toBe(
      'recorded',
    );
    expect(await ingest({ id: 'msg_ooo_1', messageId, type: 'delivered', at: '2026-11-30T10:01:00Z' })).toBe(
      'recorded',
    );
    const row = await recipient(messageId);
    expect(row).toMatchObject({ sent: true, delivered: true, opened: true, clicked: true, events: 3 });
    expect(row.last_event_at.toISOString()).toBe('2026-11-30T10:03:00.000Z');
  });

  test('an unknown message is left for the retry, which is recorded once the id is stored; a final one is settled', async () => {
    const early = { id: 'msg_early', messageId: 'email_not_stored_yet', type: 'delivered' };
    expect(await ingest(early)).toBe('unknown_message');
    expect(await logged('msg_early')).toEqual({ type: 'email.delivered', processed: false });
    await db.admin.query(
      `update public.recipients set message_id = 'email_not_stored_yet'
       where id = (select r.id from public.recipients r where r.workspace_id = $1 and r.message_id is null limit 1)`,
      [A.id],
    );
    expect(await ingest(early)).toBe('recorded');
    expect(await logged('msg_early')).toEqual({ type: 'email.delivered', processed: true });

    const old = { id: 'msg_not_ours', messageId: 'email_not_ours', type: 'delivered', final: true };
    expect(await ingest(old)).toBe('unknown_message');
    expect(await logged('msg_not_ours')).toEqual({ type: 'email.delivered', processed: true });
    expect(await ingest(old)).toBe('handled');
  });

  test('an event with nothing to record is logged once and ignored', async () => {
    expect(await ingest({ id: 'msg_contact', resendType: 'contact.created' })).toBe('ignored');
    expect(await logged('msg_contact')).toEqual({ type: 'contact.created', processed: true });
    expect(await ingest({ id: 'msg_contact', resendType: 'contact.created' })).toBe('handled');
  });

  test('a hard bounce suppresses the address in the same call', async () => {
    const { messageIds } = await sentRecipients(1);
    const messageId = messageIds[0] as string;
    expect(await ingest({ id: 'msg_hard', messageId, type: 'bounced', permanent: true })).toBe('recorded');
    const { rows } = await db.admin.query(
      `select s.reason from public.suppressions s join public.recipients r on r.email = s.email
       where r.message_id = $1 and s.workspace_id = $2`,
      [messageId, A.id],
    );
    expect(rows).toEqual([{ reason: 'bounced' }]);
  });

  test('the same event delivered from many connections at once is recorded exactly once', async () => {
    const { messageIds } = await sentRecipients(1);
    const messageId = messageIds[0] as string;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => ingest({ id: 'msg_racing', messageId, type: 'opened' })),
    );
    expect(answers.filter((answer) => answer === 'recorded')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'handled')).toHaveLength(15);
    expect(await recipient(messageId)).toMatchObject({ opened: true, events: 1 });
  });

  test('a campaign’s events and their replays at once, from many connections: each once, the counts exact', async () => {
    const { campaignId, messageIds } = await sentRecipients(30);
    const events = messageIds.flatMap((messageId, i) =>
      ['delivered', 'opened', 'clicked'].map((type) => ({ id: `msg_many_${i}_${type}`, messageId, type })),
    );
    // Every event twice, the copies interleaved, so deliveries and replays race.
    const answers = await Promise.all([...events, ...[...events].reverse()].map(ingest));
    expect(answers.filter((answer) => answer === 'recorded')).toHaveLength(events.length);
    expect(answers.filter((answer) => answer === 'handled')).toHaveLength(events.length);
    const { rows } = await db.admin.query(
      'select count(*)::int as n from public.recipient_events where campaign_id = $1',
      [campaignId],
    );
    expect(rows[0].n).toBe(events.length);
    expect(await countsMatchRows(campaignId)).toBe(true);
  });

  test('only the service role may call it; the body in private is not callable by users', async () => {
    const call = `select public.ingest_resend_event('msg_forged', 'email.opened', 'email_x', 'opened', now())`;
    expect(await outcome(db.attempt('ownerA', (c) => c.query(call)))).toBe('42501');
    expect(await outcome(db.attempt('anon', (c) => c.query(call)))).toBe('42501');
    expect(
      await outcome(
        db.attempt('ownerA', (c) =>
          c.query(
            `select private.ingest_resend_event('msg_forged', 'email.opened', 'email_x', 'opened', now())`,
          ),
        ),
      ),
    ).toBe('42501');
    expect(
      await outcome(
        db.attempt('service', (c) =>
          c.query(`select public.ingest_resend_event('msg_half', 'email.opened', 'email_x')`),
        ),
      ),
    ).toBe('invalid_argument');
    expect(await logged('msg_forged')).toBeNull();
  });
});
