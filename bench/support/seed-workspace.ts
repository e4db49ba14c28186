import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { startStackProcess } from './stack-process.ts';

/**
 * Where the scale benches and recipients-upload start (startScaleBench), what the scale benches
 * seed through SQL, as the tables' owner, with the counts kept by the triggers as the rows go in
 * (as in production): a workspace with the demo member in it, a sent email campaign with its
 * recipients and their events, a landing page with its views and form starts, clients. And how
 * they time a call: the median of a few after a warm-up.
 */

/** member@pitchcraft.local, the demo editor the benches sign in as. */
export const DEMO_MEMBER = 'a1f0c3b2-0000-4000-8000-000000000003';

/**
 * A test stack in a child process, a connection to its database as the tables' owner (`admin`, for
 * seeding) and a client signed in through the gateway as the demo member (`client`, for the calls
 * timed, as the app makes them).
 */
export async function startScaleBench() {
  const stack = await startStackProcess();
  const admin = new pg.Client({ connectionString: stack.dbUrl });
  await admin.connect();
  const client = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } });
  const { error } = await client.auth.signInWithPassword({
    email: 'member@pitchcraft.local',
    password: 'pitchcraft-demo-2026',
  });
  if (error) throw error;
  return { stack, admin, client };
}

export async function seedWorkspace(admin: pg.ClientBase, name: string, member = DEMO_MEMBER) {
  const { rows } = await admin.query<{ id: string }>(
    'insert into public.workspaces (name) values ($1) returning id',
    [name],
  );
  const workspace = rows[0]?.id as string;
  await admin.query(
    `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'editor')`,
    [workspace, member],
  );
  return workspace;
}

/** `count` clients named `<prefix> n`, returning their ids. */
export async function seedClients(admin: pg.ClientBase, workspace: string, count: number, prefix = 'Client') {
  const { rows } = await admin.query<{ id: string }>(
    `insert into public.clients (workspace_id, name)
     select $1, $2 || ' ' || n from generate_series(1, $3::int) n returning id`,
    [workspace, prefix, count],
  );
  return rows.map((row) => row.id);
}

interface SentCampaign {
  name: string;
  recipients: number;
  sentAt: Date;
  clientId?: string | null;
}

/**
 * A sent email campaign: every recipient delivered or bounced, about 40 % opening (a third of
 * them twice) and 10 % clicking, with one event row per happening (about 1.6 per recipient).
 */
export async function seedSentCampaign(
  admin: pg.ClientBase,
  workspace: string,
  { name, recipients, sentAt, clientId = null }: SentCampaign,
) {
  const { rows } = await admin.query<{ id: string }>(
    `insert into public.campaigns (workspace_id, client_id, kind, name, status)
     values ($1, $2, 'email', $3, 'sent') returning id`,
    [workspace, clientId, name],
  );
  const id = rows[0]?.id as string;
  await admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email, sent, sent_at, message_id,
       delivered, bounced, opened, clicked)
     select $1, $2::uuid, 'r' || n || '@example.com', true, $3, $2::text || '-' || n,
            n % 40 <> 0, n % 40 = 0, n % 40 <> 0 and n % 5 < 2, n % 40 <> 0 and n % 10 = 1
     from generate_series(1, $4::int) n`,
    [workspace, id, sentAt.toISOString(), recipients],
  );
  await admin.query(
    `insert into public.recipient_events (workspace_id, campaign_id, recipient_id, type, provider_event_id, occurred_at)
     select r.workspace_id, r.campaign_id, r.id, e.type::public.recipient_event_type, r.message_id || '-' || e.n,
            r.sent_at + e.after
     from public.recipients r
     cross join lateral (values
       (1, case when r.bounced then 'bounced' else 'delivered' end, interval '1 minute' * (r.id % 60)),
       (2, case when r.opened then 'opened' end, interval '17 minutes' * (r.id % 300)),
       (3, case when r.opened and r.id % 3 = 0 then 'opened' end, interval '1 day' + interval '7 minutes' * (r.id % 300)),
       (4, case when r.clicked then 'clicked' end, interval '19 minutes' * (r.id % 300))
     ) e(n, type, after)
     where r.campaign_id = $1 and e.type is not null`,
    [id],
  );
  return id;
}

/** A landing page with `events` views and form starts spread over the last 30 days, four sources. */
export async function seedPage(
  admin: pg.ClientBase,
  workspace: string,
  { name, events, clientId = null }: { name: string; events: number; clientId?: string | null },
) {
  const { rows } = await admin.query<{ id: string }>(
    `insert into public.campaigns (workspace_id, client_id, kind, name) values ($1, $2, 'page', $3) returning id`,
    [workspace, clientId, name],
  );
  const id = rows[0]?.id as string;
  await admin.query(
    `insert into public.page_events (workspace_id, page_id, type, source, occurred_at)
     select $1, $2, case when n % 5 = 0 then 'form_start' else 'view' end::public.page_event_type,
            (array['direct', 'newsletter', 'google.com', 'instagram.com'])[1 + n % 4],
            now() - interval '30 days' * (n::float / $3)
     from generate_series(1, $3::int) n`,
    [workspace, id, events],
  );
  return id;
}

/** The median time of `runs` calls, in ms, after one call to warm up. */
export async function median(call: () => PromiseLike<unknown>, runs: number): Promise<number> {
  return (await interleavedMedians([call], runs))[0] as number;
}

/**
 * The median time of each call, in ms, made in turn `runs` times after one warm-up each, so that
 * a shared machine's load drifts over all of them alike (an interleaved comparison).
 */
export async function interleavedMedians(
  calls: (() => PromiseLike<unknown>)[],
  runs: number,
): Promise<number[]> {
  for (const call of calls) await call();
  const times = calls.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, call] of calls.entries()) {
      const started = performance.now();
      await call();
      times[index]?.push(performance.now() - started);
    }
  }
  return times.map((each) => each.sort((a, b) => a - b)[Math.floor(each.length / 2)] as number);
}

/** Awaits a supabase-js call and throws its error, so a refused call is not timed as a fast one. */
export const checked = async (call: PromiseLike<{ error: unknown }>) => {
  const { error } = await call;
  if (error) throw error;
};
