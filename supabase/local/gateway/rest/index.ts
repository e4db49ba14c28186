import { type Context, Hono } from 'hono';
import pg from 'pg';
import { withRequestTransaction } from '../../db/request.ts';
import type { GatewayContext, GatewayPart } from '../context.ts';
import { identify, requestHeaders } from '../identity.ts';
import { connectionError, fromPostgresError, notSupported, RestError } from './errors.ts';
import { exposedSchemas } from './exposed-schemas.ts';
import { negotiateMedia, refuseUnsupportedBody } from './media.ts';
import { mutateRows } from './mutate.ts';
import { parseQuery } from './parse/query.ts';
import { type Action, parsePrefer } from './prefer.ts';
import { readRows } from './read.ts';
import type { RestRequest } from './rest-request.ts';
import { callFunction } from './rpc.ts';
import { cacheKey } from './schema-cache.ts';
import { listenForSchemaChanges } from './schema-listener.ts';
import { qualified } from './sql.ts';

/** /rest/v1: PostgREST's behaviour on the exposed schemas, every request under the caller's role. */
export function restRoutes(ctx: GatewayContext): GatewayPart {
  const schemas = exposedSchemas(ctx.config.projectDir);
  const schemaCache = listenForSchemaChanges(ctx.databaseUrl, schemas);
  // Idle connections die when the database restarts or is reset; the pool replaces them.
  ctx.apiPool.on('error', () => {});
  const app = new Hono();
  // Supabase serves PostgREST's OpenAPI document at the root (with or without the trailing slash,
  // which a mounted Hono route would not match); the gateway does not build one.
  app.use('*', async (c, next) => {
    if (/^\/rest\/v1\/?$/.test(c.req.path)) throw notSupported('The OpenAPI document (GET /rest/v1/) is');
    await next();
  });

  const handle = async (
    c: Context,
    target: 'relation' | 'function',
    route: (request: RestRequest) => Promise<Response>,
  ) => {
    const identity = await identify(c, ctx.config.jwtSecret);
    if (!identity.ok) throw jwtError(identity.message);
    const method = c.req.method;
    refuseUnsupportedBody(method, c.req.header('content-type'));
    const request: RestRequest = {
      method,
      action: target === 'function' ? 'call' : (ACTIONS[method] ?? 'read'),
      schema: chosenSchema(c, method, schemas),
      cache: await schemaCache.get(),
      media: negotiateMedia(c.req.header('accept')),
      prefer: parsePrefer(c.req.header('prefer')),
      search: new URL(c.req.url).searchParams,
      header: (name) => c.req.header(name),
      bodyText: () => c.req.text(),
      transaction: async (options, work) => {
        const { claims } = identity;
        const requestIdentity = { claims, method, path: c.req.path, headers: requestHeaders(c) };
        try {
          return await withRequestTransaction(ctx.apiPool, requestIdentity, work, options);
        } catch (error) {
          if (error instanceof pg.DatabaseError) throw fromPostgresError(error, claims.role !== 'anon');
          if (error instanceof RestError) throw error;
          throw connectionError(error as Error);
        }
      },
    };
    return route(request);
  };

  app.all('/rpc/:name', (c) =>
    handle(c, 'function', (request) => callFunction(request, c.req.param('name'))),
  );
  app.all('/:relation', (c) =>
    handle(c, 'relation', (request) => {
      const name = c.req.param('relation');
      const relation = request.cache.relations.get(cacheKey(request.schema, name));
      if (!relation) {
        throw new RestError(404, {
          code: 'PGRST205',
          message: `Could not find the table '${request.schema}.${name}' in the schema cache`,
        });
      }
      const query = parseQuery(request.search);
      if (request.method === 'GET' || request.method === 'HEAD') {
        const source = { relation, sql: qualified(relation.schema, relation.name), alias: relation.name };
        return readRows(request, source, query, { readOnly: true });
      }
      if (['POST', 'PATCH', 'DELETE'].includes(request.method)) return mutateRows(request, relation, query);
      throw new RestError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${request.method}` });
    }),
  );
  app.onError((error) => {
    const restError =
      error instanceof RestError ? error : new RestError(500, { code: 'PGRSTX00', message: error.message });
    if (!(error instanceof RestError)) console.error('rest:', error);
    return new Response(JSON.stringify(restError.body), {
      status: restError.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...restError.headers },
    });
  });
  return { app, close: () => schemaCache.close() };
}

/** What a method does to a table or view; PUT and others are refused before this matters. */
const ACTIONS: Record<string, Action> = { POST: 'insert', PATCH: 'update', DELETE: 'delete' };

/** Accept-Profile (reads) or Content-Profile (writes) choose among the exposed schemas (the first by default). */
function chosenSchema(c: Context, method: string, schemas: string[]): string {
  const header = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const schema = c.req.header(header) ?? schemas[0] ?? 'public';
  if (!schemas.includes(schema)) {
    throw new RestError(406, {
      code: 'PGRST106',
      message: `Invalid schema: ${schema}`,
      hint: `Only the following schemas are exposed: ${schemas.join(', ')}`,
    });
  }
  return schema;
}

/** A refused token answers 401 as PostgREST 12: PGRST303 for claims (expiry), PGRST301 otherwise. */
function jwtError(message: string): RestError {
  const code = message === 'JWT expired' ? 'PGRST303' : 'PGRST301';
  return new RestError(
    401,
    { code, message },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  );
}
