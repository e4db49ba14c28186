import { chooseRoutine } from './choose-routine.ts';
import { invalidBody, notSupported, RestError } from './errors.ts';
import { checkMaxAffected, checkMaxAffectedRoutine } from './max-affected.ts';
import { parseQuery } from './parse/query.ts';
import { contentRange as contentRangeHeader } from './range.ts';
import { readRows } from './read.ts';
import { type RestResponse, respond } from './respond.ts';
import type { RestRequest } from './rest-request.ts';
import { cacheKey, type Routine } from './schema-cache.ts';
import { ident, qualified, SqlParams } from './sql.ts';
import { runStatement } from './statement.ts';

type Args = Record<string, unknown>;

/**
 * POST, GET and HEAD on `/rpc/<name>`: named arguments from the JSON body (POST) or the query
 * string (GET), the overload chosen by argument names, and the result shaped by the return type:
 * rows (filterable, embeddable, countable), a scalar, or nothing (204).
 */
export async function callFunction(request: RestRequest, name: string): Promise<RestResponse> {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
    throw new RestError(405, { code: 'PGRST101', message: `Cannot use the ${request.method} method on RPC` });
  }
  const overloads = request.cache.routines.get(cacheKey(request.schema, name)) ?? [];
  const isPost = request.method === 'POST';
  const fromQuery = new Set<string>();
  let args: Args = {};
  let rawBody = '';
  if (isPost) {
    rawBody = await request.bodyText();
    args = parseArgs(rawBody);
  } else {
    const names = new Set(overloads.flatMap((routine) => routine.params.map((param) => param.name)));
    for (const [key, value] of request.search) {
      if (!names.has(key)) continue;
      fromQuery.add(key);
      args[key] = key in args ? [args[key], value].flat() : value;
    }
  }
  const routine = chooseRoutine(request.schema, name, overloads, args, isPost);
  checkMaxAffectedRoutine(request, routine);
  const params = new SqlParams();
  const [only, ...more] = routine.params;
  // One unnamed parameter takes the whole body (or the query's arguments as JSON), as in PostgREST.
  const { call, argsItem } =
    only && more.length === 0 && only.name === ''
      ? {
          call: `${qualified(routine.schema, routine.name)}(${params.add(isPost ? rawBody || '{}' : JSON.stringify(args))}::${only.type})`,
          argsItem: null,
        }
      : namedCall(routine, args, params);
  const fromItems = (...items: string[]) => `from ${[argsItem, ...items].filter(Boolean).join(', ')}`;
  // PostgREST runs GET, and POST to stable or immutable functions, in a read-only transaction.
  const readOnly = !isPost || routine.volatility !== 'v';

  if (routine.returns.kind === 'rows') {
    const query = parseQuery(request.search, fromQuery);
    // A function returning one composite (not SETOF) answers with an object (or null), not an array.
    const singleRow = !routine.returnsSet && request.media.kind === 'json';
    const shaped: RestRequest = singleRow
      ? { ...request, media: { ...request.media, kind: 'first' } }
      : request;
    const source = {
      relation: routine.returns.relation,
      sql: 'pgrst_call',
      alias: routine.name,
      // A common table expression, so the function runs once even when its rows are also counted.
      preamble: `pgrst_call as (select pgrst_fn.* ${fromItems(`${call} as pgrst_fn`)})`,
    };
    return readRows(shaped, source, query, { readOnly, params });
  }

  const argsFrom = argsItem ? `from ${argsItem}` : '';
  const body =
    routine.returns.kind === 'void'
      ? `(select (${call})::text ${argsFrom})`
      : routine.returnsSet
        ? `(select coalesce(json_agg(pgrst_value), '[]') ${fromItems(`${call} as pgrst_value`)})`
        : `(select to_json(${call}) ${argsFrom})`;
  // A scalar is one row to PostgREST (Content-Range 0-0/1 when counted); a set of scalars is many.
  // The call runs once, in pgrst_result, however often its result is used.
  const rowCount =
    routine.returnsSet && routine.returns.kind !== 'void' ? 'json_array_length(pgrst_result.body)' : '1';
  const { count } = request.prefer;
  const counted = count === 'exact' || count === 'estimated';
  const statement = `with pgrst_result as (select ${body} as body)
    select ${rowCount}::bigint as page_total, ${counted ? rowCount : 'null'}::bigint as total,
    pgrst_result.body::text as body,
    nullif(current_setting('response.headers', true), '') as guc_headers,
    nullif(current_setting('response.status', true), '') as guc_status
    from pgrst_result`;
  const scalarMedia = { ...request.media, kind: 'json' as const };
  const result = await request.transaction({ readOnly, statementsUpfront: readOnly }, async (client) => {
    const result = await runStatement(client, statement, params, scalarMedia);
    checkMaxAffected(request, result.rows);
    return result;
  });
  const contentRange = contentRangeHeader(0, result.rows, result.total);
  if (routine.returns.kind === 'void')
    return respond(request, { ...result, body: null }, { status: 204, contentRange });
  return respond(request, { ...result, body: result.body ?? 'null' }, { status: 200, contentRange });
}

/** `fn(a := pgrst_args.a, …)` with the arguments converted from JSON by jsonb_to_record. */
function namedCall(routine: Routine, args: Args, params: SqlParams) {
  const given = routine.params.filter((param) => param.name in args);
  if (given.length === 0) return { call: `${qualified(routine.schema, routine.name)}()`, argsItem: null };
  const columns = given.map((param) => `${ident(param.name)} ${param.type}`).join(', ');
  const argsItem = `jsonb_to_record(${params.add(JSON.stringify(args))}::jsonb) as pgrst_args(${columns})`;
  const list = given.map(
    (param) => `${param.variadic ? 'variadic ' : ''}${ident(param.name)} := pgrst_args.${ident(param.name)}`,
  );
  return { call: `${qualified(routine.schema, routine.name)}(${list.join(', ')})`, argsItem };
}

function parseArgs(text: string): Args {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  // PostgREST calls the function once per element of an array; one call with the array would differ.
  if (Array.isArray(body)) throw notSupported('Calling a function with an array body (bulk call) is');
  if (typeof body === 'object' && body !== null) return body as Args;
  throw invalidBody('Empty or invalid json');
}
