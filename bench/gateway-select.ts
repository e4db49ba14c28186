import http from 'node:http';
import pg from 'pg';
import { startStackProcess } from './support/stack-process.ts';

/**
 * Prints requests per second of a simple select through the gateway (/rest/v1) against the same
 * query straight through `pg`, and against `pg` running the transaction PostgREST runs per request,
 * each ratio next to its goal (issue 24): at least 0.5 of plain `pg`, at least 0.8 of the same
 * transaction. Each side runs WORKERS concurrent loops, in slices taking turns with the others.
 *
 * The stack runs in a child process, as `npm start` runs it apart from its clients, so the load
 * generator here does not share the gateway's event loop. It does share the machine's cores, so
 * the HTTP client is as lean as `pg`'s socket client: node:http on keep-alive connections. The
 * WHATWG `fetch` (what supabase-js uses) costs the load generator more CPU per request than the
 * gateway spends answering it; its figure is printed too, for reference, without a goal.
 */
const WORKERS = 8;
/** Each side's measured time, in ROUNDS slices taking turns with the other sides. */
const SECONDS = 4;
const ROUNDS = 16;
const WARM_UP_MS = 1000;
const ROWS = 100;
const GOAL_TO_PG = 0.5;
const GOAL_TO_TRANSACTION = 0.8;

const stack = await startStackProcess();
const admin = new pg.Pool({ connectionString: stack.dbUrl, max: WORKERS });
const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
try {
  await admin.query(`
    create table public.bench_items (id integer primary key, name text not null);
    insert into public.bench_items select n, 'item ' || n from generate_series(1, ${ROWS}) n;
    alter table public.bench_items enable row level security;
    grant select on public.bench_items to anon;
    create policy "Bench items are readable by anyone" on public.bench_items for select using (true);
    notify pgrst, 'reload schema';`);

  const headers = { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` };
  const api = new URL(stack.apiUrl);
  const path = (id: number) => `/rest/v1/bench_items?select=id,name&id=eq.${id}`;
  const viaGateway = (id: number) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(
        { host: api.hostname, port: api.port, path: path(id), headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode === 200) resolve();
            else reject(new Error(`gateway answered ${response.statusCode}: ${Buffer.concat(chunks)}`));
          });
        },
      );
      request.on('error', reject);
    });
  const viaFetch = async (id: number) => {
    const response = await fetch(`${stack.apiUrl}${path(id)}`, { headers });
    if (response.status !== 200)
      throw new Error(`gateway answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  const viaPg = async (id: number) => {
    await admin.query('select id, name from public.bench_items where id = $1', [id]);
  };
  // The same transaction the gateway runs per request (PostgREST's model), one statement after
  // another: it separates what the HTTP layer costs from what the database does for every request.
  const claims = JSON.stringify({ role: 'anon' });
  const viaPgTransaction = async (id: number) => {
    const client = await admin.connect();
    try {
      await client.query('begin read only');
      await client.query(
        `select set_config('role', 'anon', true), set_config('request.jwt.claims', $1, true)`,
        [claims],
      );
      await client.query('select id, name from public.bench_items where id = $1', [id]);
      await client.query('commit');
    } finally {
      client.release();
    }
  };

  await waitForTable(viaGateway);
  const { gateway, direct, transactional, gatewayByFetch } = await measure({
    gateway: viaGateway,
    direct: viaPg,
    transactional: viaPgTransaction,
    gatewayByFetch: viaFetch,
  });
  const rate = (value: number) => `${value.toFixed(0).padStart(7)} req/s`;
  const ratio = (value: number, goal: number) =>
    `${value.toFixed(2).padStart(7)}   (goal ≥ ${goal}: ${value >= goal ? 'met' : 'not met'})`;
  console.log(`gateway /rest/v1 select   ${rate(gateway)}`);
  console.log(`pg straight               ${rate(direct)}`);
  console.log(`pg, gateway's transaction ${rate(transactional)}`);
  console.log(`gateway/pg                ${ratio(gateway / direct, GOAL_TO_PG)}`);
  console.log(`gateway/transaction       ${ratio(gateway / transactional, GOAL_TO_TRANSACTION)}`);
  console.log(
    `gateway through fetch     ${rate(gatewayByFetch)}   (the client's own cost included; no goal)`,
  );
} finally {
  agent.destroy();
  await admin.end();
  await stack.stop();
}

/** The schema cache reloads asynchronously after NOTIFY; wait until the table answers. */
async function waitForTable(request: (id: number) => Promise<void>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request(1);
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Requests per second of each of `requests`, each run by WORKERS concurrent loops. After a warm-up
 * of each, they take turns in short slices, ROUNDS times, so a change in the machine's load (these
 * machines are shared) falls on every side alike instead of on whichever ran last.
 */
async function measure<Side extends string>(
  sides: Record<Side, (id: number) => Promise<void>>,
): Promise<Record<Side, number>> {
  const run = async (request: (id: number) => Promise<void>, milliseconds: number) => {
    const deadline = performance.now() + milliseconds;
    let done = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        while (performance.now() < deadline) {
          await request(((done + worker) % ROWS) + 1);
          done += 1;
        }
      }),
    );
    return done;
  };
  const entries = Object.entries(sides) as [Side, (id: number) => Promise<void>][];
  for (const [, request] of entries) await run(request, WARM_UP_MS);
  const totals = new Map(entries.map(([side]) => [side, { done: 0, milliseconds: 0 }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [side, request] of entries) {
      const started = performance.now();
      const done = await run(request, (SECONDS * 1000) / ROUNDS);
      const total = totals.get(side);
      if (total) {
        total.done += done;
        total.milliseconds += performance.now() - started;
      }
    }
  }
  return Object.fromEntries(
    [...totals].map(([side, total]) => [side, total.done / (total.milliseconds / 1000)]),
  ) as Record<Side, number>;
}
