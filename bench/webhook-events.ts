import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Webhook } from 'svix';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../supabase/functions/_shared/webhooks/resend-events.ts';
import { startStackProcess } from './support/stack-process.ts';

/**
 * Prints signed Resend events ingested per second through the gateway: each one Svix-signed,
 * POSTed to resend-webhook, verified, recorded once (webhook_events) and applied by
 * record_recipient_event, from WORKERS concurrent senders. Then the same for replays (same
 * svix-id, answered as duplicates), and checks that the table holds exactly one row per new event.
 *
 * The stack runs in a child process, as `npm start` runs it apart from its clients.
 */
const WORKERS = 8;
const RECIPIENTS = 500;
const EVENTS = 2000;
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

  const run = async (batch: typeof events) => {
    let next = 0;
    const answers: { outcome?: string; duplicate?: boolean }[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < batch.length) {
          const event = batch[next++];
          if (event) answers.push(await post(event));
        }
      }),
    );
    return { perSecond: batch.length / ((performance.now() - started) / 1000), answers };
  };

  const fresh = await run(events);
  const replays = await run(events.slice(0, EVENTS / 4));
  const rows = await admin.query<{ count: string }>(
    'select count(*) from public.recipient_events where campaign_id = $1',
    [campaignId],
  );
  const recorded = fresh.answers.filter((answer) => answer.outcome === 'recorded').length;
  const duplicates = replays.answers.filter((answer) => answer.duplicate).length;
  console.log(
    `new events      ${fresh.perSecond.toFixed(0).padStart(6)} events/s  (${EVENTS}, ${WORKERS} senders)`,
  );
  console.log(`replayed events ${replays.perSecond.toFixed(0).padStart(6)} events/s  (${EVENTS / 4})`);
  console.log(`recorded ${recorded}/${EVENTS}, replays answered duplicate ${duplicates}/${EVENTS / 4}`);
  console.log(
    `recipient_events rows ${rows.rows[0]?.count} (goal ${EVENTS}: one per event, none per replay)`,
  );
} finally {
  await admin.end();
  await stack.stop();
}
