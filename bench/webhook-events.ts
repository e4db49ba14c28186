import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Webhook } from 'svix';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../supabase/functions/_shared/webhooks/resend-events.ts';
import { startStackProcess } from './support/stack-process.ts';

/**
 * Prints signed Resend events ingested per second through the gateway: each one Svix-signed,
 * POSTed to resend-webhook (one delivery per request, as Resend sends them), verified, and recorded
 * once by public.ingest_resend_events (the svix-ids in webhook_events and record_recipient_events in
 * one transaction), the deliveries that arrive together sharing one call, from WORKERS concurrent
 * senders; with the number of database calls they took (transactions that wrote their
 * webhook_events rows). Then the same for replays (same svix-id, answered as duplicates), then the
 * same function straight through `pg` (WORKERS connections as the service role: what the database
 * alone sustains), one event per call and then batches of PG_BATCH, and the duplicate count: rows
 * beyond one per event, which must be 0.
 *
 * The stack runs in a child process, as `npm start` runs it apart from its clients.
 * Run: npx node bench/webhook-events.ts   (BENCH_EVENTS=4000 for a longer run)
 */
const WORKERS = 8;
const RECIPIENTS = 500;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const PG_BATCH = 50;
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
  const pgEvents = (label: string) =>
    events.map((event, index) => ({
      event_id: `msg_pg_${label}_${randomUUID()}`,
      event_type: TYPES[index % TYPES.length] as string,
      message_id: `email_bench_${(index % RECIPIENTS) + 1}`,
      type: (TYPES[index % TYPES.length] as string).slice('email.'.length),
      occurred_at: new Date().toISOString(),
      payload: JSON.parse(event.payload) as unknown,
    }));
  type PgEvent = ReturnType<typeof pgEvents>[number];
  const ingest = async (batch: PgEvent[]) => {
    const { rows } = await direct.query<{ outcomes: string[] }>(
      'select public.ingest_resend_events($1) as outcomes',
      [JSON.stringify(batch)],
    );
    return rows[0]?.outcomes ?? [];
  };
  /** The events in calls of `size`: their outcomes, and the rate in events per second. */
  const throughPg = async (batchEvents: PgEvent[], size: number) => {
    const batches = Array.from({ length: Math.ceil(batchEvents.length / size) }, (_, b) =>
      batchEvents.slice(b * size, b * size + size),
    );
    const { perSecond, results } = await concurrently(batches, ingest);
    return { perSecond: perSecond * (batchEvents.length / batches.length), results: results.flat() };
  };
  const singles = pgEvents('single');
  const batched = pgEvents('batch');
  const pgSingles = await throughPg(singles, 1);
  const pgFresh = await throughPg(batched, PG_BATCH);
  const pgReplays = await throughPg(batched.slice(0, EVENTS / 4), PG_BATCH);
  await direct.end();

  const calls = await admin.query<{ calls: string }>(
    'select count(distinct xmin::text) as calls from public.webhook_events where event_id = any ($1)',
    [events.map((event) => event.id)],
  );
  const gatewayCalls = Number(calls.rows[0]?.calls);

  const rows = await admin.query<{ count: string; distinct: string }>(
    'select count(*), count(distinct provider_event_id) as distinct from public.recipient_events where campaign_id = $1',
    [campaignId],
  );
  const stored = Number(rows.rows[0]?.count);
  const recorded =
    fresh.results.filter((answer) => answer.outcome === 'recorded').length +
    pgSingles.results.filter((outcome) => outcome === 'recorded').length +
    pgFresh.results.filter((outcome) => outcome === 'recorded').length;
  const duplicates =
    replays.results.filter((answer) => answer.duplicate).length +
    pgReplays.results.filter((outcome) => outcome === 'handled').length;
  const figure = (perSecond: number) =>
    `${perSecond.toFixed(0).padStart(6)} events/s  (goal >= ${GOAL_PER_SECOND.toLocaleString('en')})`;
  console.log(`public.ingest_resend_events, ${WORKERS} senders`);
  console.log(
    `through the gateway, new events  ${figure(fresh.perSecond)}  (${EVENTS} deliveries in ${gatewayCalls} ` +
      `database calls: ${(EVENTS / gatewayCalls).toFixed(1)} a call)`,
  );
  console.log(`through the gateway, replays     ${figure(replays.perSecond)}  (${EVENTS / 4})`);
  console.log(`through pg, one event a call     ${figure(pgSingles.perSecond)}  (${EVENTS})`);
  console.log(`through pg, ${PG_BATCH} events a call     ${figure(pgFresh.perSecond)}  (${EVENTS})`);
  console.log(`through pg, replays, ${PG_BATCH} a call   ${figure(pgReplays.perSecond)}  (${EVENTS / 4})`);
  console.log(
    `recorded ${recorded}/${3 * EVENTS}, replays answered duplicate ${duplicates}/${2 * (EVENTS / 4)}`,
  );
  console.log(
    `recipient_events rows ${stored} for ${3 * EVENTS} events: duplicates ${stored - 3 * EVENTS} ` +
      `(${Number(rows.rows[0]?.distinct)} distinct ids; goal 0)`,
  );
} finally {
  await admin.end();
  await stack.stop();
}
