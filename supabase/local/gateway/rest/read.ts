import { readSql } from './build-read.ts';
import { checkMaxAffected } from './max-affected.ts';
import type { QueryParams } from './parse/query.ts';
import { planRead } from './plan.ts';
import { contentRange, rangeStatus, requestedPage } from './range.ts';
import { type RestResponse, respond } from './respond.ts';
import type { RestRequest } from './rest-request.ts';
import type { Relation } from './schema-cache.ts';
import { AliasCounter, SqlParams } from './sql.ts';
import { chosenCount, MAX_ROWS, plannedCount, resultStatement, runStatement } from './statement.ts';

/** Where the rows of a read come from: a table or view, or the materialized result of a function. */
export interface RowSource {
  /** Describes the rows' columns and relationships (a function's table type, for RPC). */
  relation: Relation;
  /** SQL naming the rows: `"public"."books"`, or a common table expression's name. */
  sql: string;
  alias: string;
  /** Common table expressions the source needs (a function call, evaluated once). */
  preamble?: string;
}

/**
 * GET/HEAD on a table or view, and RPC results that are rows: select, filters, order, paging,
 * embeddings, count, Content-Range, and the 206/416 statuses of PostgREST.
 */
export async function readRows(
  request: RestRequest,
  source: RowSource,
  query: QueryParams,
  options: { readOnly: boolean; params?: SqlParams },
): Promise<RestResponse> {
  const aliases = new AliasCounter();
  const params = options.params ?? new SqlParams();
  const plan = planRead(request.cache, source.relation, source.alias, query, aliases);
  const page = requestedPage(plan.limit, plan.offset, request.header('range'));
  plan.offset = page.offset;
  plan.limit = Math.min(page.limit ?? MAX_ROWS, MAX_ROWS);
  const sql = readSql(plan, source.sql, params, aliases, { applyFilters: true });
  const unpaged = `select ${sql.select} ${sql.fromWhere}${sql.order}`;
  const { count } = request.prefer;
  const statement = resultStatement({
    preamble: source.preamble,
    rows: unpaged + sql.paging,
    media: request.media,
    count: count === 'exact' || count === 'estimated' ? `(select count(*) ${sql.fromWhere})` : undefined,
  });
  const explained = source.preamble ? `with ${source.preamble} ${unpaged}` : unpaged;
  // Every statement is issued before the first await, so a read is one pipelined round trip.
  const transaction = { readOnly: options.readOnly, statementsUpfront: options.readOnly };
  const result = await request.transaction(transaction, async (client) => {
    const [result, planned] = await Promise.all([
      runStatement(client, statement, params, request.media),
      count === 'planned' || count === 'estimated' ? plannedCount(client, explained, params) : null,
    ]);
    result.total = chosenCount(request.prefer, result.total, planned);
    checkMaxAffected(request, result.rows);
    return result;
  });
  const status = rangeStatus(page.offset, result.rows, result.total);
  return respond(request, result, {
    status,
    contentRange: contentRange(page.offset, result.rows, result.total),
  });
}
