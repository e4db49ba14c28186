import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Webhook } from 'svix';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../supabase/functions/_shared/webhooks/resend-events.ts';
import { startStackProcess } from './support/stack-process.ts';

/**
 * Prints signed Resend events ingested per second through the gateway: each one Svix-signed,
 * POSTed to resend-webhook, verified, and recorded once with one database call
 * (public.ingest_resend_event: the svix-id in webhook_events and record_recipient_event in one
 * transaction), from WORKERS concurrent senders. Then the same for replays (same svix-id, answered
 * as duplicates), then the same function called straight through `pg` (WORKERS connections as the
 * service role: what the database alone sustains), and the duplicate count: rows beyond one per
 * event, which must be 0.
 *
 * The stack runs in a child process, as `npm start` runs it apart from its clients.
 * Run: npx node bench/webhook-events.ts   (BENCH_EVENTS=4000 for a longer run)
 */
const WORKERS = 8;
const RECIPIENTS = 500;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const GOAL_PER_SECOND = 1000;
const WORKSPACE = 'b2e1d4c3-0000-4000-8000-000000000001';
const TYPES = ['email.sent', 'email.delivered', 'email.opened', 'email.clicked'];

const stack = await startStackProcess({
  functionEnv: { RESEND_API_KEY: '', RESEND_BASE_URL: '', RESEND_WEBHOOK_SECRET: '' },
});
const admin = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
const webhook = new Webhook(LOCAL_RESEND_WEBHOOK_SECRET);
const url = `${stack.apiUrl}/functions/v1/resend-webhook`;

try {
  const campaign = await admin.query<{ id: string }>(
    `insert into public.campaigns (workspace_id, kind, name) values ($1, 'email', 'Webhook bench') returning id`,
    [WORKSPACE],
  );
  const campaignId = campaign.rows[0]?.id;
  await admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email, message_id, sent)
     select $1, $2, 'bench-' || n || '@example.com', 'email_bench_' || n, true
     from generate_series(1, ${RECIPIENTS}) n`,
    [WORKSPACE, campaignId],
  );

  const events = Array.from({ length: EVENTS }, (_, index) => ({
    id: `msg_${randomUUID()}`,
    payload: JSON.stringify({
      type: TYPES[index % TYPES.length],
      created_at: new Date().toISOString(),
      data: {
        email_id: `email_bench_${(index % RECIPIENTS) + 1}`,
        to: [`bench-${(index % RECIPIENTS) + 1}@example.com`],
        subject: 'Webhook bench',
        ...(index % TYPES.length === 3 ? { click: { link: 'https://bluebird.example/' } } : {}),
      },
    }),
  }));

  const post = async (event: { id: string; payload: string }) => {
    const timestamp = new Date();
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'svix-id': event.id,
        'svix-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'svix-signature': webhook.sign(event.id, timestamp, event.payload),
      },
      body: event.payload,
    });
    const body = (await response.json()) as { outcome?: string; duplicate?: boolean };
    if (response.status !== 200) throw new Error(`resend-webhook answered ${response.status}`);
    return body;
  };

  // Warm-up: the function's first request starts its worker.
  await post({
    id: `msg_${randomUUID()}`,
    payload: JSON.stringify({ type: 'contact.created', created_at: '', data: {} }),
  });

  /** Each item through `work`, from WORKERS loops at once: the results and the rate. */
  const concurrently = async <Item, Result>(items: Item[], work: (item: Item) => Promise<Result>) => {
    let next = 0;
    const results: Result[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < items.length) {
          const item = items[next++] as Item;
          results.push(await work(item));
        }
      }),
    );
    return { perSecond: items.length / ((performance.now() - started) / 1000), results };
  };
  const run = (batch: typeof events) => concurrently(batch, post);

  const fresh = await run(events);
  const replays = await run(events.slice(0, EVENTS / 4));

  // The same function straight through pg: the database's share of each event.
  const direct = new pg.Pool({
    connectionString: stack.dbUrl,
    max: WORKERS,
    options: '-c role=service_role',
  });
  const pgEvents = events.map((event, index) => ({
    id: `msg_pg_${randomUUID()}`,
    type: TYPES[index % TYPES.length] as string,
    messageId: `email_bench_${(index % RECIPIENTS) + 1}`,
    payload: event.payload,
  }));
  const ingest = async (event: (typeof pgEvents)[number]) => {
    const { rows } = await direct.query<{ outcome: string }>(
      'select public.ingest_resend_event($1, $2, $3, $4, now(), $5) as outcome',
      [event.id, event.type, event.messageId, event.type.slice('email.'.length), event.payload],
    );
    return rows[0]?.outcome;
  };
  const throughPg = (batch: typeof pgEvents) => concurrently(batch, ingest);
  const pgFresh = await throughPg(pgEvents);
  const pgReplays = await throughPg(pgEvents.slice(0, EVENTS / 4));
  await direct.end();

  const rows = await admin.query<{ count: string; distinct: string }>(
    'select count(*), count(distinct provider_event_id) as distinct from public.recipient_events where campaign_id = $1',
    [campaignId],
  );
  const stored = Number(rows.rows[0]?.count);
  const recorded =
    fresh.results.filter((answer) => answer.outcome === 'recorded').length +
    pgFresh.results.filter((outcome) => outcome === 'recorded').length;
  const duplicates =
    replays.results.filter((answer) => answer.duplicate).length +
    pgReplays.results.filter((outcome) => outcome === 'handled').length;
  const figure = (perSecond: number) =>
    `${perSecond.toFixed(0).padStart(6)} events/s  (goal >= ${GOAL_PER_SECOND.toLocaleString('en')})`;
  console.log(`one database call per event (public.ingest_resend_event), ${WORKERS} senders`);
  console.log(`through the gateway, new events  ${figure(fresh.perSecond)}  (${EVENTS})`);
  console.log(`through the gateway, replays     ${figure(replays.perSecond)}  (${EVENTS / 4})`);
  console.log(`through pg, new events           ${figure(pgFresh.perSecond)}  (${EVENTS})`);
  console.log(`through pg, replays              ${figure(pgReplays.perSecond)}  (${EVENTS / 4})`);
  console.log(
    `recorded ${recorded}/${2 * EVENTS}, replays answered duplicate ${duplicates}/${2 * (EVENTS / 4)}`,
  );
  console.log(
    `recipient_events rows ${stored} for ${2 * EVENTS} events: duplicates ${stored - 2 * EVENTS} ` +
      `(${Number(rows.rows[0]?.distinct)} distinct ids; goal 0)`,
  );
} finally {
  await admin.end();
  await stack.stop();
}
