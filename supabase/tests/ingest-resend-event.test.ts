import { describe, expect, test } from 'vitest';
import { outcome, testDatabase } from './testing/database.ts';
import { A } from './testing/fixtures.ts';

/**
 * public.ingest_resend_events: Resend webhook events in one call — each svix-id once in
 * webhook_events, each recipient event recorded, each answered in place — exactly once whatever
 * the order, the replays, the duplicates within a batch and the batches that arrive at once.
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

const asInput = (event: Event) => ({
  event_id: event.id,
  event_type: event.resendType ?? `email.${event.type ?? 'contact'}`,
  message_id: event.messageId ?? null,
  type: event.type ?? null,
  occurred_at: event.at ?? new Date().toISOString(),
  payload: { type: event.resendType ?? `email.${event.type}` },
  permanent_bounce: event.permanent ?? true,
  unknown_is_final: event.final ?? false,
});

/** One call for many events: each one's answer, in order. */
const ingestBatch = (events: Event[]) =>
  db.act(
    'service',
    async (c) =>
      (
        await c.query('select public.ingest_resend_events($1) as outcomes', [
          JSON.stringify(events.map(asInput)),
        ])
      ).rows[0].outcomes as string[],
  );

/** A single delivery is a batch of one. */
const ingest = async (event: Event) => (await ingestBatch([event]))[0] as string;

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

describe('ingest_resend_events', () => {
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

  test('a batch: duplicates inside it and replays of an earlier batch answer handled, each event once', async () => {
    const { messageIds } = await sentRecipients(2);
    const [first, second] = messageIds as [string, string];
    const opened = { id: 'msg_batch_opened', messageId: first, type: 'opened' };
    const delivered = { id: 'msg_batch_delivered', messageId: second, type: 'delivered' };
    expect(
      await ingestBatch([
        opened,
        delivered,
        opened,
        { id: 'msg_batch_contact', resendType: 'contact.created' },
      ]),
    ).toEqual(['recorded', 'recorded', 'handled', 'ignored']);
    const clicked = { id: 'msg_batch_clicked', messageId: first, type: 'clicked' };
    expect(await ingestBatch([delivered, clicked, opened, clicked])).toEqual([
      'handled',
      'recorded',
      'handled',
      'handled',
    ]);
    expect(await recipient(first)).toMatchObject({ opened: true, clicked: true, events: 2 });
    expect(await recipient(second)).toMatchObject({ delivered: true, events: 1 });
    expect(await logged('msg_batch_clicked')).toEqual({ type: 'email.clicked', processed: true });
  });

  test('out of order within a batch: the flags, last_event_at the latest and sent_at the earliest', async () => {
    const { messageIds } = await sentRecipients(1);
    const messageId = messageIds[0] as string;
    await db.admin.query('update public.recipients set sent = false, sent_at = null where message_id = $1', [
      messageId,
    ]);
    const answers = await ingestBatch([
      { id: 'msg_b_ooo_3', messageId, type: 'clicked', at: '2026-11-30T10:03:00Z' },
      { id: 'msg_b_ooo_1', messageId, type: 'delivered', at: '2026-11-30T10:01:00Z' },
      { id: 'msg_b_ooo_2', messageId, type: 'opened', at: '2026-11-30T10:02:00Z' },
    ]);
    expect(answers).toEqual(['recorded', 'recorded', 'recorded']);
    const row = await recipient(messageId);
    expect(row).toMatchObject({ sent: true, delivered: true, opened: true, clicked: true, events: 3 });
    expect(row.last_event_at.toISOString()).toBe('2026-11-30T10:03:00.000Z');
    const { rows } = await db.admin.query('select sent_at from public.recipients where message_id = $1', [
      messageId,
    ]);
    expect(rows[0].sent_at.toISOString()).toBe('2026-11-30T10:01:00.000Z');
  });

  test('an unknown message beside known ones: only it is left for the retry', async () => {
    const { messageIds } = await sentRecipients(2);
    const [first, second] = messageIds as [string, string];
    const unknown = { id: 'msg_b_unknown', messageId: 'email_b_not_stored_yet', type: 'delivered' };
    const answers = await ingestBatch([
      { id: 'msg_b_known_1', messageId: first, type: 'delivered' },
      unknown,
      { id: 'msg_b_known_2', messageId: second, type: 'opened' },
      unknown,
    ]);
    expect(answers).toEqual(['recorded', 'unknown_message', 'recorded', 'unknown_message']);
    expect(await logged('msg_b_unknown')).toEqual({ type: 'email.delivered', processed: false });
    expect(await logged('msg_b_known_1')).toEqual({ type: 'email.delivered', processed: true });
    await db.admin.query(
      `update public.recipients set message_id = 'email_b_not_stored_yet' where message_id = $1`,
      [first],
    );
    expect(
      await ingestBatch([unknown, { id: 'msg_b_known_1', messageId: first, type: 'delivered' }]),
    ).toEqual(['recorded', 'handled']);
    expect(await recipient('email_b_not_stored_yet')).toMatchObject({ delivered: true, events: 2 });
  });

  test('concurrent batches over the same campaigns, in opposite orders: no deadlock, each once, counts exact', async () => {
    const one = await sentRecipients(40);
    const two = await sentRecipients(40);
    const quarters = ['2026-11-30T10:01:00Z', '2026-11-30T10:20:00Z', '2026-11-30T10:40:00Z'];
    const events = [...one.messageIds, ...two.messageIds].flatMap((messageId, i) =>
      ['delivered', 'opened', 'clicked'].map((type, t) => ({
        id: `msg_conc_${i}_${type}`,
        messageId,
        type,
        at: quarters[(i + t) % quarters.length] as string,
      })),
    );
    // Batches of 20 from the front, from the back and shuffled: every event three times at once.
    const shuffled = events.map((_, i) => events[(i * 37) % events.length] as (typeof events)[number]);
    const batches = [events, [...events].reverse(), shuffled].flatMap((order) =>
      Array.from({ length: Math.ceil(order.length / 20) }, (_, b) => order.slice(b * 20, b * 20 + 20)),
    );
    const answers = (await Promise.all(batches.map(ingestBatch))).flat();
    expect(answers.filter((answer) => answer === 'recorded')).toHaveLength(events.length);
    expect(answers.filter((answer) => answer === 'handled')).toHaveLength(2 * events.length);
    for (const { campaignId } of [one, two]) {
      const { rows } = await db.admin.query(
        'select count(*)::int as n from public.recipient_events where campaign_id = $1',
        [campaignId],
      );
      expect(rows[0].n).toBe(120);
      expect(await countsMatchRows(campaignId)).toBe(true);
    }
  });

  test('a batch with a hard bounce and a complaint of one job counts each recipient once on it', async () => {
    const { campaignId, messageIds } = await sentRecipients(2);
    const [first, second] = messageIds as [string, string];
    const { rows: jobs } = await db.admin.query(
      `insert into public.send_jobs (workspace_id, campaign_id, status) values ($1, $2, 'finished') returning id`,
      [A.id, campaignId],
    );
    await db.admin.query('update public.recipients set send_job_id = $1 where campaign_id = $2', [
      jobs[0].id,
      campaignId,
    ]);
    expect(
      await ingestBatch([
        { id: 'msg_job_b1', messageId: first, type: 'bounced', permanent: true },
        { id: 'msg_job_b2', messageId: first, type: 'bounced', permanent: true },
        { id: 'msg_job_c1', messageId: second, type: 'complained' },
        { id: 'msg_job_soft', messageId: second, type: 'bounced', permanent: false },
      ]),
    ).toEqual(['recorded', 'recorded', 'recorded', 'recorded']);
    const { rows } = await db.admin.query(
      'select complaint_count, hard_bounce_count from public.send_jobs where id = $1',
      [jobs[0].id],
    );
    expect(rows[0]).toEqual({ complaint_count: 1, hard_bounce_count: 1 });
    const { rows: suppressed } = await db.admin.query(
      `select s.reason from public.suppressions s join public.recipients r on r.email = s.email and r.workspace_id = s.workspace_id
       where r.campaign_id = $1 order by s.reason`,
      [campaignId],
    );
    expect(suppressed).toEqual([{ reason: 'bounced' }, { reason: 'complained' }]);
  });

  test('only the service role may call it; the body in private is not callable by users', async () => {
    const forged = JSON.stringify([asInput({ id: 'msg_forged', messageId: 'email_x', type: 'opened' })]);
    const call = `select public.ingest_resend_events('${forged}')`;
    expect(await outcome(db.attempt('ownerA', (c) => c.query(call)))).toBe('42501');
    expect(await outcome(db.attempt('anon', (c) => c.query(call)))).toBe('42501');
    expect(
      await outcome(db.attempt('ownerA', (c) => c.query(`select private.ingest_resend_events('${forged}')`))),
    ).toBe('42501');
    expect(
      await outcome(
        db.attempt('service', (c) =>
          c.query(
            `select public.ingest_resend_events('[{"event_id": "msg_half", "event_type": "email.opened", "message_id": "email_x"}]')`,
          ),
        ),
      ),
    ).toBe('invalid_argument');
    expect(await logged('msg_forged')).toBeNull();
  });
});
