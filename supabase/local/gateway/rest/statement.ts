import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RestError } from './errors.ts';
import type { MediaChoice } from './media.ts';
import type { Preferences } from './prefer.ts';
import type { SqlParams } from './sql.ts';

export interface StatementResult {
  total: number | null;
  rows: number;
  /** The JSON text Postgres built; null when the statement yields no body. */
  body: string | null;
  /** What the request's functions set in `response.headers` / `response.status`, as PostgREST reads them. */
  gucHeaders: string | null;
  gucStatus: string | null;
  /** Rows an upsert inserted rather than merged (PostgREST's `pgrst.inserted`); null otherwise. */
  inserted: number | null;
}

/**
 * Wraps the rows of a read, a mutation or a function call into one statement that also counts
 * them and builds the JSON body in Postgres (`json_agg`), as PostgREST's queries do.
 */
export function resultStatement(options: {
  /** Extra common table expressions before pgrst_source, e.g. the INSERT of a mutation. */
  preamble?: string;
  rows: string;
  media: MediaChoice;
  /** An expression counting every matching row (for `Prefer: count=exact`), if asked. */
  count?: string;
}): string {
  const row = 'pgrst_row';
  const bodies = {
    object: `case when count(*) = 1 then json_agg(${row})->0 end`,
    first: `coalesce(json_agg(${row})->0, 'null')`,
    json: `coalesce(json_agg(${row}), '[]')`,
    csv: csvBody(row),
  };
  let body = bodies[options.media.kind];
  if (options.media.stripNulls && options.media.kind !== 'csv') body = `json_strip_nulls(${body})`;
  return `with ${options.preamble ? `${options.preamble}, ` : ''}pgrst_source as (${options.rows})
select ${options.count ?? 'null'}::bigint as total, count(*) as page_total, (${body})::text as body,
       nullif(current_setting('response.headers', true), '') as guc_headers,
       nullif(current_setting('response.status', true), '') as guc_status,
       nullif(current_setting('pgrst.inserted', true), '')::int as inserted
from pgrst_source as ${row}`;
}

/**
 * `Accept: text/csv` exactly as PostgREST builds it: a header line of the first row's keys, then
 * each row's record text (Postgres quotes cells with spaces, commas, quotes or parentheses).
 */
function csvBody(row: string): string {
  const header = `(select coalesce(string_agg(pgrst_key, ','), '') from json_object_keys(
    (select row_to_json(pgrst_first) from pgrst_source as pgrst_first limit 1)) as pgrst_key)`;
  const line = `substring(${row}::text, 2, length(${row}::text) - 2)`;
  return `${header} || chr(10) || coalesce(string_agg(${line}, chr(10)), '')`;
}

/** Runs a statement from resultStatement; a singular request not matching one row is PGRST116. */
export async function runStatement(
  client: pg.PoolClient,
  text: string,
  params: SqlParams,
  media: MediaChoice,
): Promise<StatementResult> {
  const { rows } = await client.query(prepared(client, text, params.values));
  const row = rows[0];
  const result: StatementResult = {
    total: row.total === null ? null : Number(row.total),
    rows: Number(row.page_total),
    body: row.body,
    gucHeaders: row.guc_headers,
    gucStatus: row.guc_status,
    inserted: row.inserted ?? null,
  };
  if (media.kind === 'object' && result.rows !== 1) throw singularityError(result.rows);
  return result;
}

export function singularityError(rows: number): RestError {
  return new RestError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
  });
}

/**
 * The planner's estimate of the rows a query returns (`Prefer: count=planned`). The EXPLAIN is
 * issued at once, so it travels with the request's other statements.
 */
export async function plannedCount(
  client: pg.PoolClient,
  unpagedRows: string,
  params: SqlParams,
): Promise<number> {
  const { rows } = await client.query(`explain (format json) ${unpagedRows}`, params.values);
  const plan = rows[0]['QUERY PLAN'][0].Plan as { 'Plan Rows': number };
  return Math.round(plan['Plan Rows']);
}

/** `estimated` is the exact count below Supabase's default max_rows and the planner's above it. */
export function chosenCount(
  prefer: Preferences,
  exact: number | null,
  planned: number | null,
): number | null {
  if (prefer.count === 'planned') return planned;
  if (prefer.count === 'estimated' && exact !== null && exact > MAX_ROWS) return planned;
  return exact;
}

/** Prepared statements per connection, as PostgREST prepares its queries; bounded per connection. */
const preparedByConnection = new WeakMap<object, Set<string>>();
const MAX_PREPARED_PER_CONNECTION = 500;
/** Statement names by text, so a repeated request does not hash its SQL again. */
const names = new Map<string, string>();
const MAX_NAMES = 2000;

function prepared(client: pg.ClientBase, text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text);
  if (name === undefined) {
    name = `pgrst_${createHash('sha1').update(text).digest('hex')}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  // The connection, not the client object: a transaction's client is a wrapper (db/transaction.ts).
  const connection = (client as { connection?: object }).connection ?? client;
  let known = preparedByConnection.get(connection);
  if (!known) {
    known = new Set();
    preparedByConnection.set(connection, known);
  }
  if (!known.has(name)) {
    if (known.size >= MAX_PREPARED_PER_CONNECTION) return { text, values };
    known.add(name);
  }
  return { name, text, values };
}

/** Supabase's default `[api] max_rows`: the most rows one read returns. */
export const MAX_ROWS = 1000;
