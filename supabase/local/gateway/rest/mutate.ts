import { filterSql } from './build-filter.ts';
import { readSql } from './build-read.ts';
import { columnNotFound, invalidBody, RestError } from './errors.ts';
import type { QueryParams } from './parse/query.ts';
import { planRead, type ReadPlan } from './plan.ts';
import { respond } from './respond.ts';
import type { RestRequest } from './rest-request.ts';
import type { Relation } from './schema-cache.ts';
import { AliasCounter, ident, qualified, SqlParams } from './sql.ts';
import { resultStatement, runStatement, singularityError } from './statement.ts';

type Row = Record<string, unknown>;

/**
 * POST (insert, upsert), PATCH (update) and DELETE on a table or view. `return=minimal` runs the
 * statement without RETURNING, so a table writable but not readable under RLS accepts the write,
 * exactly as with PostgREST.
 */
export async function mutateRows(
  request: RestRequest,
  relation: Relation,
  query: QueryParams,
): Promise<Response> {
  const aliases = new AliasCounter();
  const params = new SqlParams();
  const plan = planRead(request.cache, relation, relation.name, query, aliases);
  const dml = await mutationSql(request, relation, query, plan, params);
  const returning = request.prefer.return ?? 'minimal';
  if (dml === null) {
    // An empty PATCH body changes nothing; PostgREST answers without touching the database.
    if (returning !== 'representation') return respond(request, null, { status: 204 });
    return respond(
      request,
      { total: null, rows: 0, body: '[]', gucHeaders: null, gucStatus: null },
      { status: 200 },
    );
  }
  const status = request.method === 'POST' ? 201 : returning === 'representation' ? 200 : 204;

  if (returning !== 'representation') {
    const keys = relation.primaryKey;
    const returnKeys = returning === 'headers-only' && request.method === 'POST' && keys.length > 0;
    const text = returnKeys
      ? `${dml} returning ${keys.map((key) => `${ident(relation.name)}.${ident(key)}`).join(', ')}`
      : dml;
    const { rowCount, rows } = await request.transaction({}, async (client) => {
      const result = await client.query(text, params.values);
      if (request.media.kind === 'object' && result.rowCount !== 1)
        throw singularityError(result.rowCount ?? 0);
      return result;
    });
    const headers: Record<string, string> = {};
    if (returnKeys && rows.length === 1) {
      headers.Location = `/${relation.name}?${keys.map((key) => `${key}=eq.${encodeURIComponent(String(rows[0][key]))}`).join('&')}`;
    }
    return respond(request, null, { status, headers, contentRange: mutationRange(request, rowCount ?? 0) });
  }

  const representation = readSql(plan, 'pgrst_mutation', params, aliases, { applyFilters: false });
  const statement = resultStatement({
    preamble: `pgrst_mutation as (${dml} returning ${ident(relation.name)}.*)`,
    rows: `select ${representation.select} ${representation.fromWhere}${representation.order}`,
    media: request.media,
  });
  const result = await request.transaction({}, (client) =>
    runStatement(client, statement, params, request.media),
  );
  return respond(request, result, { status, contentRange: mutationRange(request, result.rows) });
}

/** PostgREST's Content-Range on writes: `*\/n` for inserts, `0-(n-1)/n` for updates and deletes. */
function mutationRange(request: RestRequest, rows: number): string {
  const total = request.prefer.count ? String(rows) : '*';
  if (request.method === 'POST' || rows === 0) return `*/${total}`;
  return `0-${rows - 1}/${total}`;
}

/** The INSERT, UPDATE or DELETE without RETURNING; null when there is nothing to do. */
async function mutationSql(
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
    const record = `jsonb_populate_record(null::${qualified(relation.schema, relation.name)}, ${params.add(JSON.stringify(body))}::jsonb)`;
    const assignments = columns.map((column) => `${ident(column)} = pgrst_body.${ident(column)}`);
    return `update ${table} set ${assignments.join(', ')} from ${record} as pgrst_body${whereSql}`;
  }
  return insertSql(request, relation, query, body, params);
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
  const values = columns.map((column) => {
    const value = `pgrst_record.${ident(column)}`;
    const defaultSql = relation.columns.get(column)?.defaultSql;
    // Prefer: missing=default fills keys a row leaves out with the column default instead of null.
    if (request.prefer.missing !== 'default' || !defaultSql) return value;
    return `case when pgrst_item.value ? ${params.add(column)} then ${value} else ${defaultSql} end`;
  });
  const from = `from jsonb_array_elements(${params.add(JSON.stringify(rows))}::jsonb) as pgrst_item, jsonb_populate_record(null::${type}, pgrst_item.value) as pgrst_record`;
  const target = `${qualified(relation.schema, relation.name)} as ${ident(relation.name)}`;
  let sql =
    columns.length > 0
      ? `insert into ${target} (${columns.map(ident).join(', ')}) select ${values.join(', ')} ${from}`
      : `insert into ${target} select ${from}`;
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
  const conflict = checkColumns(relation, query.onConflict ?? relation.primaryKey);
  const target = conflict.length > 0 ? ` (${conflict.map(ident).join(', ')})` : '';
  if (request.prefer.resolution === 'ignore-duplicates' || columns.length === 0)
    return ` on conflict${target} do nothing`;
  if (!target) {
    throw new RestError(400, {
      code: 'PGRST102',
      message: `Upsert on '${relation.name}' needs a primary key or the on_conflict parameter`,
    });
  }
  return ` on conflict${target} do update set ${columns.map((column) => `${ident(column)} = excluded.${ident(column)}`).join(', ')}`;
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
