import pg from 'pg';
import { startStackProcess } from './support/stack-process.ts';

/**
 * Prints requests per second of a simple select through the gateway (/rest/v1, keep-alive fetch,
 * the same concurrency) against the same query straight through `pg`, and their ratio. The goal
 * is a ratio of at least 0.5. Each side runs for a bounded time after a short warm-up.
 *
 * The stack runs in a child process, as `npm start` runs it apart from its clients, so the load
 * generator here does not share the gateway's event loop.
 */
const WORKERS = 8;
const SECONDS = 2;
const ROWS = 100;

const stack = await startStackProcess();
const admin = new pg.Pool({ connectionString: stack.dbUrl, max: WORKERS });
try {
  await admin.query(`
    create table public.bench_items (id integer primary key, name text not null);
    insert into public.bench_items select n, 'item ' || n from generate_series(1, ${ROWS}) n;
    alter table public.bench_items enable row level security;
    create policy "Bench items are readable by anyone" on public.bench_items for select using (true);
    notify pgrst, 'reload schema';`);

  const headers = { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` };
  const viaGateway = async (id: number) => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/bench_items?select=id,name&id=eq.${id}`, {
      headers,
    });
    if (response.status !== 200)
      throw new Error(`gateway answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  const viaPg = async (id: number) => {
    await admin.query('select id, name from public.bench_items where id = $1', [id]);
  };
  // The same transaction the gateway runs per request (PostgREST's model): it separates what the
  // HTTP layer costs from what the database does for every API request.
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
  const gateway = await measure(viaGateway);
  const direct = await measure(viaPg);
  const transactional = await measure(viaPgTransaction);
  console.log(`gateway /rest/v1 select   ${gateway.toFixed(0).padStart(7)} req/s`);
  console.log(`pg straight               ${direct.toFixed(0).padStart(7)} req/s`);
  console.log(`pg, gateway's transaction ${transactional.toFixed(0).padStart(7)} req/s`);
  console.log(`ratio                     ${(gateway / direct).toFixed(2).padStart(7)}   (goal ≥ 0.50)`);
  console.log(`ratio to the transaction  ${(gateway / transactional).toFixed(2).padStart(7)}`);
} finally {
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

/** Requests per second of `request` from WORKERS concurrent loops, after a 0.5 s warm-up. */
async function measure(request: (id: number) => Promise<void>): Promise<number> {
  const run = async (milliseconds: number) => {
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
  await run(500);
  const started = performance.now();
  const done = await run(SECONDS * 1000);
  return done / ((performance.now() - started) / 1000);
}
