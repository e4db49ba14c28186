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
  let body =
    options.media.kind === 'object'
      ? `case when count(*) = 1 then json_agg(${row})->0 end`
      : `coalesce(json_agg(${row}), '[]')`;
  if (options.media.stripNulls) body = `json_strip_nulls(${body})`;
  return `with ${options.preamble ? `${options.preamble}, ` : ''}pgrst_source as (${options.rows})
select ${options.count ?? 'null'}::bigint as total, count(*) as page_total, (${body})::text as body,
       nullif(current_setting('response.headers', true), '') as guc_headers,
       nullif(current_setting('response.status', true), '') as guc_status
from pgrst_source as ${row}`;
}

/** Runs a statement from resultStatement; a singular request not matching one row is PGRST116. */
export async function runStatement(
  client: pg.PoolClient,
  text: string,
  params: SqlParams,
  media: MediaChoice,
): Promise<StatementResult> {
  const { rows } = await client.query(text, params.values);
  const row = rows[0];
  const result: StatementResult = {
    total: row.total === null ? null : Number(row.total),
    rows: Number(row.page_total),
    body: row.body,
    gucHeaders: row.guc_headers,
    gucStatus: row.guc_status,
  };
  if (media.kind === 'object' && result.rows !== 1) throw singularityError(result.rows);
  return result;
}

export function singularityError(rows: number): RestError {
  return new RestError(406, {
    code: 'PGRST116',
    message: 'JSON object requested, multiple (or no) rows returned',
    details: `The result contains ${rows} rows`,
  });
}

/**
 * `Prefer: count=exact` counts with `select count(*)`; `planned` reads the planner's estimate;
 * `estimated` counts exactly below Supabase's default max_rows and estimates above it.
 */
export async function countRows(
  client: pg.PoolClient,
  /** The rows without paging; it references every parameter, as Postgres needs to type them. */
  unpagedRows: string,
  params: SqlParams,
  prefer: Preferences,
  exactCount: number | null,
): Promise<number | null> {
  if (!prefer.count || prefer.count === 'exact') return exactCount;
  if (prefer.count === 'estimated' && exactCount !== null && exactCount <= MAX_ROWS) return exactCount;
  const { rows } = await client.query(`explain (format json) ${unpagedRows}`, params.values);
  const plan = rows[0]['QUERY PLAN'][0].Plan as { 'Plan Rows': number };
  return Math.round(plan['Plan Rows']);
}

/** Supabase's default `[api] max_rows`: the most rows one read returns. */
export const MAX_ROWS = 1000;
