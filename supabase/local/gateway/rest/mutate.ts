import { readSql } from './build-read.ts';
import { notSupported, whereClauseRequired } from './errors.ts';
import { checkMaxAffected } from './max-affected.ts';
import { conflictTarget, INSERTED_SQL, mutationSql } from './mutation-sql.ts';
import type { QueryParams } from './parse/query.ts';
import { planRead, type ReadPlan } from './plan.ts';
import { type RestResponse, respond } from './respond.ts';
import type { RestRequest } from './rest-request.ts';
import type { Relation } from './schema-cache.ts';
import { AliasCounter, ident, SqlParams } from './sql.ts';
import { resultStatement, runStatement, singularityError } from './statement.ts';

/**
 * POST (insert, upsert), PATCH (update) and DELETE on a table or view. `return=minimal` runs the
 * statement without RETURNING, so a table writable but not readable under RLS accepts the write,
 * exactly as with PostgREST.
 */
export async function mutateRows(
  request: RestRequest,
  relation: Relation,
  query: QueryParams,
): Promise<RestResponse> {
  const aliases = new AliasCounter();
  const params = new SqlParams();
  const plan = planRead(request.cache, relation, relation.name, query, aliases);
  // PostgREST limits which rows PATCH and DELETE touch; ignoring the limit would change them all.
  if (request.method !== 'POST' && (plan.limit !== undefined || plan.offset !== undefined))
    throw notSupported('limit and offset on PATCH and DELETE are');
  const dml = await mutationSql(request, relation, query, plan, params);
  const returning = request.prefer.return ?? 'minimal';
  const upsertTarget = request.method === 'POST' && conflictTarget(relation, query).length > 0;
  if (dml === null) {
    // An empty PATCH body changes nothing; PostgREST answers without touching the database.
    if (returning !== 'representation') return respond(request, null, { status: 204 });
    return respond(
      request,
      { total: null, rows: 0, body: '[]', gucHeaders: null, gucStatus: null, inserted: null },
      { status: 200 },
    );
  }
  if (request.method !== 'POST' && plan.filters.length === 0) throw whereClauseRequired(request.method);

  if (returning !== 'representation') {
    const keys = relation.primaryKey;
    const returnKeys = returning === 'headers-only' && request.method === 'POST' && keys.length > 0;
    const text = returnKeys
      ? `${dml} returning ${keys.map((key) => `${ident(relation.name)}.${ident(key)}`).join(', ')}`
      : dml;
    const { rowCount, rows, inserted } = await request.transaction({}, async (client) => {
      const written = client.query(text, params.values);
      const counted = client.query(`select ${INSERTED_SQL} as inserted`);
      counted.catch(() => {});
      const result = await written;
      if (request.media.kind === 'object' && result.rowCount !== 1)
        throw singularityError(result.rowCount ?? 0);
      checkMaxAffected(request, result.rowCount ?? 0);
      return { ...result, inserted: (await counted).rows[0].inserted as number | null };
    });
    const headers: Record<string, string> = {};
    if (returnKeys && rows.length === 1) {
      headers.Location = `/${relation.name}?${keys.map((key) => `${key}=eq.${encodeURIComponent(String(rows[0][key]))}`).join('&')}`;
    }
    return respond(request, null, {
      status: mutationStatus(request, inserted),
      headers,
      contentRange: mutationRange(request, rowCount ?? 0),
      upsertTarget,
    });
  }

  const representation = readSql(plan, 'pgrst_mutation', params, aliases, { applyFilters: false });
  // Nothing to return (no select, no key) is PostgREST's `RETURNING 1`: the rows are still counted.
  const returned =
    returnedColumns(plan, relation)
      .map((column) => `${ident(relation.name)}.${column === '*' ? '*' : ident(column)}`)
      .join(', ') || '1';
  const statement = resultStatement({
    preamble: `pgrst_mutation as (${dml} returning ${returned})`,
    rows: `select ${representation.select} ${representation.fromWhere}${representation.order}`,
    media: request.media,
  });
  const result = await request.transaction({}, async (client) => {
    const result = await runStatement(client, statement, params, request.media);
    checkMaxAffected(request, result.rows);
    return result;
  });
  return respond(request, result, {
    status: mutationStatus(request, result.inserted),
    contentRange: mutationRange(request, result.rows),
    upsertTarget,
  });
}

/**
 * What a representation needs back from the written rows, as PostgREST's inferColsEmbedNeeds:
 * the selected columns (a computed field by its name, which RETURNING evaluates), the columns
 * each embedding joins on, and the primary key; every column (`*`) only when the select has `*`
 * or embeds a computed relationship. So a role allowed to read only some columns of a table it
 * writes gets its representation, as from PostgREST, instead of 42501 for the others.
 */
function returnedColumns(plan: ReadPlan, relation: Relation): string[] {
  if (plan.entries.some((entry) => entry.kind === 'star')) return ['*'];
  if (plan.embeds.some((embed) => embed.relationship.computed)) return ['*'];
  const columns = new Set<string>();
  for (const entry of plan.entries) if (entry.kind === 'field') columns.add(entry.item.field.name);
  for (const { relationship } of plan.embeds) {
    const joined = relationship.junction
      ? relationship.junction.sourcePairs.map((pair) => pair.source)
      : relationship.pairs.map((pair) => pair.source);
    for (const column of joined) columns.add(column);
  }
  for (const column of relation.primaryKey) columns.add(column);
  return [...columns];
}

/**
 * PostgREST's statuses: 201 for inserts, except an upsert that merged into existing rows only
 * (200); 200 with a representation and 204 without for updates and deletes.
 */
function mutationStatus(request: RestRequest, inserted: number | null): number {
  const representation = request.prefer.return === 'representation';
  if (request.method !== 'POST') return representation ? 200 : 204;
  const merged = request.prefer.resolution === 'merge-duplicates' && (inserted ?? 0) <= 0;
  return merged ? 200 : 201;
}

/** PostgREST's Content-Range on writes: `*\/n` for inserts, `0-(n-1)/n` for updates and deletes. */
function mutationRange(request: RestRequest, rows: number): string {
  const total = request.prefer.count ? String(rows) : '*';
  if (request.method === 'POST' || rows === 0) return `*/${total}`;
  return `0-${rows - 1}/${total}`;
}
