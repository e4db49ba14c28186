import { filterSql } from './build-filter.ts';
import { columnNotFound, invalidBody, RestError } from './errors.ts';
import type { QueryParams } from './parse/query.ts';
import type { ReadPlan } from './plan.ts';
import type { RestRequest } from './rest-request.ts';
import type { Relation } from './schema-cache.ts';
import { ident, qualified, type SqlParams } from './sql.ts';

type Row = Record<string, unknown>;

/**
 * Counts the rows an upsert inserts as PostgREST does: +1 for every body row, -1 for every row
 * the ON CONFLICT clause updates. Read back with INSERTED_SQL; 0 inserted answers 200, not 201.
 */
const countInserted = (step: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${step} 1)::text, true) <> '${step === '+' ? '0' : '-1'}'`;

export const INSERTED_SQL = `nullif(current_setting('pgrst.inserted', true), '')::int`;

/** The INSERT, UPDATE or DELETE without RETURNING; null when there is nothing to do. */
export async function mutationSql(
  request: RestRequest,
  relation: Relation,
  query: QueryParams,
  plan: ReadPlan,
  params: SqlParams,
): Promise<string | null> {
  const table = `${qualified(relation.schema, relation.name)} as ${ident(relation.name)}`;
  const where = plan.filters.map((filter) => filterSql(filter, plan, params));
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  if (request.method === 'DELETE') return `delete from ${table}${whereSql}`;

  const body = parseBody(await request.bodyText());
  if (request.method === 'PATCH') {
    if (Array.isArray(body)) throw invalidBody('A PATCH body must be a JSON object');
    const columns = checkColumns(relation, query.columns ?? Object.keys(body));
    if (columns.length === 0) return null;
    const json = withDefaults(
      request,
      relation,
      columns,
      `${params.add(JSON.stringify(body))}::jsonb`,
      params,
    );
    const record = `jsonb_populate_record(null::${qualified(relation.schema, relation.name)}, ${json})`;
    const assignments = columns.map((column) => `${ident(column)} = pgrst_body.${ident(column)}`);
    return `update ${table} set ${assignments.join(', ')} from ${record} as pgrst_body${whereSql}`;
  }
  return insertSql(request, relation, query, body, params);
}

/** Whether an insert names the unique key PostgREST upserts on: on_conflict, else the primary key. */
export function conflictTarget(relation: Relation, query: QueryParams): string[] {
  return checkColumns(relation, query.onConflict ?? relation.primaryKey);
}

/**
 * `Prefer: missing=default`: each JSON row is laid over an object of its columns' defaults, one
 * evaluation per row as PostgREST does (so a sequence advances once per row, given or not).
 */
function withDefaults(
  request: RestRequest,
  relation: Relation,
  columns: string[],
  json: string,
  params: SqlParams,
): string {
  if (request.prefer.missing !== 'default') return json;
  const defaults = columns.flatMap((column) => {
    const defaultSql = relation.columns.get(column)?.defaultSql;
    return defaultSql ? [`${params.add(column)}::text, ${defaultSql}`] : [];
  });
  return defaults.length > 0 ? `jsonb_build_object(${defaults.join(', ')}) || ${json}` : json;
}

function insertSql(
  request: RestRequest,
  relation: Relation,
  query: QueryParams,
  body: Row | Row[],
  params: SqlParams,
) {
  const rows = Array.isArray(body) ? body : [body];
  let columns = query.columns;
  if (!columns) {
    const first = Object.keys(rows[0] ?? {});
    const same = rows.every((row) => {
      const keys = Object.keys(row);
      return keys.length === first.length && keys.every((key) => first.includes(key));
    });
    if (!same) throw invalidBody('All object keys must match');
    columns = first;
  }
  checkColumns(relation, columns);
  const type = qualified(relation.schema, relation.name);
  const item = withDefaults(request, relation, columns, 'pgrst_element.value', params);
  const elements = `jsonb_array_elements(${params.add(JSON.stringify(rows))}::jsonb) as pgrst_element`;
  const from = `from (select ${item} as value from ${elements}) as pgrst_item, jsonb_populate_record(null::${type}, pgrst_item.value) as pgrst_record`;
  const merge = request.prefer.resolution === 'merge-duplicates';
  const counted = merge ? ` where ${countInserted('+')}` : '';
  const target = `${qualified(relation.schema, relation.name)} as ${ident(relation.name)}`;
  const values = columns.map((column) => `pgrst_record.${ident(column)}`);
  let sql =
    columns.length > 0
      ? `insert into ${target} (${columns.map(ident).join(', ')}) select ${values.join(', ')} ${from}${counted}`
      : `insert into ${target} select ${from}${counted}`;
  if (request.prefer.resolution) sql += onConflictSql(request, relation, query, columns);
  return sql;
}

/** Upsert: `on conflict (on_conflict or the primary key) do update set … | do nothing`. */
function onConflictSql(
  request: RestRequest,
  relation: Relation,
  query: QueryParams,
  columns: string[],
): string {
  const conflict = conflictTarget(relation, query);
  const target = conflict.length > 0 ? ` (${conflict.map(ident).join(', ')})` : '';
  if (request.prefer.resolution === 'ignore-duplicates' || columns.length === 0)
    return ` on conflict${target} do nothing`;
  if (!target) {
    throw new RestError(400, {
      code: 'PGRST102',
      message: `Upsert on '${relation.name}' needs a primary key or the on_conflict parameter`,
    });
  }
  const assignments = columns.map((column) => `${ident(column)} = excluded.${ident(column)}`);
  return ` on conflict${target} do update set ${assignments.join(', ')} where ${countInserted('-')}`;
}

function checkColumns(relation: Relation, columns: string[]): string[] {
  for (const column of columns)
    if (!relation.columns.has(column)) throw columnNotFound(relation.name, column);
  return columns;
}

function parseBody(text: string): Row | Row[] {
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  const isRow = (value: unknown): value is Row =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isRow(body) || (Array.isArray(body) && body.every(isRow))) return body;
  throw invalidBody('Empty or invalid json');
}
