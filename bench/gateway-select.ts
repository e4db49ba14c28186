import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { withRequestTransaction } from '../supabase/local/db/request.ts';
import { readSql } from '../supabase/local/gateway/rest/build-read.ts';
import type { MediaChoice } from '../supabase/local/gateway/rest/media.ts';
import { parseQuery } from '../supabase/local/gateway/rest/parse/query.ts';
import { planRead } from '../supabase/local/gateway/rest/plan.ts';
import { requestedPage } from '../supabase/local/gateway/rest/range.ts';
import { cacheKey, loadSchemaCache } from '../supabase/local/gateway/rest/schema-cache.ts';
import { AliasCounter, qualified, SqlParams } from '../supabase/local/gateway/rest/sql.ts';
import { MAX_ROWS, resultStatement, runStatement } from '../supabase/local/gateway/rest/statement.ts';
import { startStackProcess } from './support/stack-process.ts';

/**
 * Prints requests per second of a simple select through the gateway (/rest/v1) against the same
 * query straight through `pg`, and against `pg` sending what the gateway sends Postgres per request
 * (its settings and its statement, one batch, one implicit transaction, by the gateway's own
 * code; checked against the statement its connections last ran), each ratio next to its goal (issue 24): at least 0.5 of plain `pg`, at least 0.8 of the same
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
/** µs per clock tick of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICK_US = 10_000;
const JSON_MEDIA: MediaChoice = { kind: 'json', stripNulls: false, contentType: 'application/json' };

const stack = await startStackProcess();
const admin = new pg.Pool({ connectionString: stack.dbUrl, max: WORKERS });
const pools = [admin];
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
  // What the gateway sends Postgres per request, by its own code (db/request.ts, rest/statement.ts):
  // the request settings and the select wrapped in json_agg, one batch with one Sync, so one
  // implicit read-only transaction, as the role the gateway connects as. It separates what the
  // HTTP layer and the request's parsing cost from what the database does for every request.
  const gatewayStatement = await gatewaysSelect(stack.dbUrl);
  const gatewayPool = new pg.Pool({ connectionString: asUser(stack.dbUrl, 'authenticator'), max: WORKERS });
  pools.push(gatewayPool);
  const identity = {
    claims: JSON.parse(Buffer.from(stack.anonKey.split('.')[1] ?? '', 'base64url').toString()),
    method: 'GET',
    path: '/rest/v1/bench_items',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'cf-connecting-ip': '127.0.0.1',
      connection: 'keep-alive',
      host: api.host,
      'x-forwarded-for': '127.0.0.1',
    },
  };
  const viaPgTransaction = async (id: number) => {
    const params = new SqlParams();
    params.values.push(...gatewayStatement.values(id));
    await withRequestTransaction(
      gatewayPool,
      identity,
      (client) => runStatement(client, gatewayStatement.text, params, JSON_MEDIA),
      { readOnly: true, statementsUpfront: true },
    );
  };

  await waitForTable(viaGateway);
  await checkSameStatement(gatewayStatement.text, gatewayPool);
  const figures = await measure(
    { gateway: viaGateway, direct: viaPg, transactional: viaPgTransaction, gatewayByFetch: viaFetch },
    stack.pid,
  );
  const { gateway, direct, transactional } = {
    gateway: figures.gateway.perSecond,
    direct: figures.direct.perSecond,
    transactional: figures.transactional.perSecond,
  };
  const labels: Record<keyof typeof figures, string> = {
    gateway: 'gateway /rest/v1 select  ',
    direct: 'pg straight              ',
    transactional: "pg, gateway's transaction",
    gatewayByFetch: 'gateway through fetch    ',
  };
  const µs = (value: number) => value.toFixed(0).padStart(6);
  console.log(`${' '.repeat(25)}       req/s   CPU µs per request: client gateway postgres  total`);
  for (const [side, label] of Object.entries(labels) as [keyof typeof figures, string][]) {
    const { perSecond, cpu } = figures[side];
    const cpuText = cpu
      ? `${' '.repeat(20)}${µs(cpu.client)}  ${µs(cpu.gateway)}   ${µs(cpu.postgres)} ${µs(cpu.client + cpu.gateway + cpu.postgres)}`
      : '';
    console.log(`${label} ${perSecond.toFixed(0).padStart(11)}${cpuText}`);
  }
  const ratio = (value: number, goal: number) =>
    `${value.toFixed(2).padStart(7)}   (goal ≥ ${goal}: ${value >= goal ? 'met' : 'not met'})`;
  console.log(`gateway/pg                ${ratio(gateway / direct, GOAL_TO_PG)}`);
  console.log(`gateway/transaction       ${ratio(gateway / transactional, GOAL_TO_TRANSACTION)}`);
  console.log("(the fetch side includes the client's own cost of fetch; it has no goal)");
} finally {
  agent.destroy();
  // pool.end() resolves before its idle clients have closed, so the stack stopping next may drop
  // them: without a listener that 'error' event would crash the bench after its figures.
  for (const pool of pools) pool.on('error', () => {});
  await Promise.all(pools.map((pool) => pool.end()));
  await stack.stop();
}

/**
 * The statement the gateway runs for the bench's select, built by the gateway's own functions as
 * rest/read.ts builds it, and its parameters for a given id.
 */
async function gatewaysSelect(dbUrl: string) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const cache = await loadSchemaCache(client, ['public']).finally(() => client.end());
  const relation = cache.relations.get(cacheKey('public', 'bench_items'));
  if (!relation) throw new Error('bench_items is not in the schema cache');
  const build = (id: number) => {
    const params = new SqlParams();
    const aliases = new AliasCounter();
    const search = new URLSearchParams(`select=id,name&id=eq.${id}`);
    const plan = planRead(cache, relation, relation.name, parseQuery(search), aliases);
    const page = requestedPage(plan.limit, plan.offset, undefined);
    plan.offset = page.offset;
    plan.limit = Math.min(page.limit ?? MAX_ROWS, MAX_ROWS);
    const sql = readSql(plan, qualified('public', 'bench_items'), params, aliases, { applyFilters: true });
    const text = resultStatement({
      rows: `select ${sql.select} ${sql.fromWhere}${sql.order}${sql.paging}`,
      media: JSON_MEDIA,
    });
    return { text, values: params.values };
  };
  // Built once per id, so the load generator's side does not plan while it measures.
  const byId = Array.from({ length: ROWS }, (_, index) => build(index + 1));
  const text = byId[0]?.text ?? '';
  if (byId.some((built) => built.text !== text)) throw new Error('the statement depends on the id');
  return { text, values: (id: number) => byId[id - 1]?.values ?? [] };
}

/**
 * The gateway's connections show the statement they ran last (pg_stat_activity): the bench's copy
 * must be the same text, or the comparison is with something else.
 */
async function checkSameStatement(text: string, asGateway: pg.Pool) {
  // As the gateway's own role, which sees its sessions' statements.
  const { rows } = await asGateway.query(
    `select query from pg_stat_activity where usename = 'authenticator' and query = $1`,
    [text],
  );
  if (rows.length === 0) throw new Error("the bench's statement is not the one the gateway runs");
}

function asUser(url: string, user: string) {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = 'postgres';
  return parsed.toString();
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

/** CPU time so far, in µs: this process (the load generator), the stack's, and its Postgres's. */
interface CpuTimes {
  client: number;
  gateway: number;
  postgres: number;
}

/**
 * CPU time of the load generator (process.cpuUsage), the stack's process (the gateway: /proc) and
 * every `postgres` process under it (the server and its backends), or undefined without /proc.
 */
function cpuTimes(stackPid: number): CpuTimes | undefined {
  const processes: { pid: number; parent: number; name: string; ticks: number }[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const nameEnd = stat.lastIndexOf(')');
      const fields = stat.slice(nameEnd + 2).split(' ');
      processes.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, nameEnd),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  const gateway = processes.find((process) => process.pid === stackPid);
  if (!gateway) return undefined;
  let postgres = 0;
  const under = new Set([stackPid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const process of processes) {
      if (under.has(process.parent) && !under.has(process.pid)) {
        under.add(process.pid);
        grown = true;
        if (process.name === 'postgres') postgres += process.ticks;
      }
    }
  }
  const own = process.cpuUsage();
  return { client: own.user + own.system, gateway: gateway.ticks * TICK_US, postgres: postgres * TICK_US };
}

interface SideFigures {
  perSecond: number;
  /** CPU µs per request of each process, when /proc tells. */
  cpu?: CpuTimes;
}

/**
 * Requests per second of each of `requests`, each run by WORKERS concurrent loops, and the CPU
 * time each process spent per request. After a warm-up of each, they take turns in short slices,
 * ROUNDS times, so a change in the machine's load (these machines are shared) falls on every side
 * alike instead of on whichever ran last.
 */
async function measure<Side extends string>(
  sides: Record<Side, (id: number) => Promise<void>>,
  stackPid: number,
): Promise<Record<Side, SideFigures>> {
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
  const totals = new Map(
    entries.map(([side]) => [
      side,
      { done: 0, milliseconds: 0, cpu: { client: 0, gateway: 0, postgres: 0 } },
    ]),
  );
  let withCpu = true;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [side, request] of entries) {
      const cpuBefore = cpuTimes(stackPid);
      const started = performance.now();
      const done = await run(request, (SECONDS * 1000) / ROUNDS);
      const milliseconds = performance.now() - started;
      const cpuAfter = cpuTimes(stackPid);
      const total = totals.get(side);
      if (!total) continue;
      total.done += done;
      total.milliseconds += milliseconds;
      if (!cpuBefore || !cpuAfter) withCpu = false;
      else
        for (const name of ['client', 'gateway', 'postgres'] as const)
          total.cpu[name] += cpuAfter[name] - cpuBefore[name];
    }
  }
  return Object.fromEntries(
    [...totals].map(([side, total]) => {
      const each = (value: number) => value / total.done;
      const cpu = {
        client: each(total.cpu.client),
        gateway: each(total.cpu.gateway),
        postgres: each(total.cpu.postgres),
      };
      return [side, { perSecond: total.done / (total.milliseconds / 1000), cpu: withCpu ? cpu : undefined }];
    }),
  ) as Record<Side, SideFigures>;
}
