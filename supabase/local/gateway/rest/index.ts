import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Context, Hono } from 'hono';
import pg from 'pg';
import { withRequestTransaction } from '../../db/request.ts';
import { reportClientAddress } from '../client-address.ts';
import type { GatewayContext, GatewayPart } from '../context.ts';
import { identifyBy } from '../identity.ts';
import { type CorsHeaders, writeWithCors } from '../node-cors.ts';
import { connectionError, fromPostgresError, notSupported, RestError } from './errors.ts';
import { exposedSchemas } from './exposed-schemas.ts';
import { negotiateMedia, refuseUnsupportedBody } from './media.ts';
import { mutateRows } from './mutate.ts';
import { parseQuery } from './parse/query.ts';
import { type Action, parsePrefer } from './prefer.ts';
import { readRows } from './read.ts';
import type { RestResponse } from './respond.ts';
import type { RestRequest } from './rest-request.ts';
import { callFunction } from './rpc.ts';
import { cacheKey } from './schema-cache.ts';
import { listenForSchemaChanges } from './schema-listener.ts';
import { qualified } from './sql.ts';

/** One /rest/v1 request as either HTTP layer hands it over (see restRoutes). */
export interface RestInput {
  method: string;
  /** The whole path, `/rest/v1/books` (PostgREST's `request.path`). */
  path: string;
  /** What the path names: a table or view, or (`rpc/`) a function; its name URL-decoded. */
  target: { kind: 'relation' | 'function'; name: string };
  search: URLSearchParams;
  /** A request header by its lower-case name, duplicates joined as a fetch `Headers` joins them. */
  header(name: string): string | undefined;
  /** Every header, lower-case names, as `request.headers` carries them (client address included). */
  headers(): Record<string, string>;
  bodyText(): Promise<string>;
}

/** Routes and handlers of /rest/v1, and the same handler for the gateway's direct node:http path. */
export interface RestPart extends GatewayPart {
  /**
   * Answers a /rest/v1 request straight from node:http, without the fetch Request and Response
   * objects and the middleware a Hono route goes through (the gateway's hot path; see
   * docs/local-stack.md "Gateway cost"). False when the path is not one a /rest/v1 route matches:
   * Hono answers it then. `cors` adds what the gateway's CORS middleware adds to every answer.
   */
  serveNode(request: IncomingMessage, response: ServerResponse, cors: CorsHeaders): boolean;
}

/** /rest/v1: PostgREST's behaviour on the exposed schemas, every request under the caller's role. */
export function restRoutes(ctx: GatewayContext): RestPart {
  const schemas = exposedSchemas(ctx.config.projectDir);
  const schemaCache = listenForSchemaChanges(ctx.databaseUrl, schemas);
  // Idle connections die when the database restarts or is reset; the pool replaces them.
  ctx.apiPool.on('error', () => {});

  /** Everything PostgREST does with a request, errors answered as PostgREST answers them. */
  const answer = async (input: RestInput): Promise<RestResponse> => {
    try {
      return await route(input);
    } catch (error) {
      return errorAnswer(error);
    }
  };

  const route = async (input: RestInput): Promise<RestResponse> => {
    const identity = await identifyBy(
      input.header('authorization'),
      input.header('apikey'),
      ctx.config.jwtSecret,
    );
    if (!identity.ok) throw jwtError(identity.message);
    const { method, target } = input;
    refuseUnsupportedBody(method, input.header('content-type'));
    const request: RestRequest = {
      method,
      action: target.kind === 'function' ? 'call' : (ACTIONS[method] ?? 'read'),
      schema: chosenSchema(input, schemas),
      cache: await schemaCache.get(),
      media: negotiateMedia(input.header('accept')),
      prefer: parsePrefer(input.header('prefer')),
      search: input.search,
      header: input.header,
      bodyText: input.bodyText,
      transaction: async (options, work) => {
        const { claims } = identity;
        const requestIdentity = { claims, method, path: input.path, headers: input.headers() };
        try {
          return await withRequestTransaction(ctx.apiPool, requestIdentity, work, options);
        } catch (error) {
          if (error instanceof pg.DatabaseError) throw fromPostgresError(error, claims.role !== 'anon');
          if (error instanceof RestError) throw error;
          throw connectionError(error as Error);
        }
      },
    };
    if (target.kind === 'function') return callFunction(request, target.name);
    const relation = request.cache.relations.get(cacheKey(request.schema, target.name));
    if (!relation) {
      throw new RestError(404, {
        code: 'PGRST205',
        message: `Could not find the table '${request.schema}.${target.name}' in the schema cache`,
      });
    }
    const query = parseQuery(request.search);
    if (method === 'GET' || method === 'HEAD') {
      const source = { relation, sql: qualified(relation.schema, relation.name), alias: relation.name };
      return readRows(request, source, query, { readOnly: true });
    }
    if (['POST', 'PATCH', 'DELETE'].includes(method)) return mutateRows(request, relation, query);
    throw new RestError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` });
  };

  const app = new Hono();
  // Supabase serves PostgREST's OpenAPI document at the root (with or without the trailing slash,
  // which a mounted Hono route would not match); the gateway does not build one.
  app.use('*', async (c, next) => {
    if (/^\/rest\/v1\/?$/.test(c.req.path)) {
      return asFetchResponse(errorAnswer(notSupported('The OpenAPI document (GET /rest/v1/) is')));
    }
    await next();
  });
  app.all('/rpc/:name', async (c) =>
    asFetchResponse(await answer(honoInput(c, { kind: 'function', name: c.req.param('name') }))),
  );
  app.all('/:relation', async (c) =>
    asFetchResponse(await answer(honoInput(c, { kind: 'relation', name: c.req.param('relation') }))),
  );

  return {
    app,
    close: () => schemaCache.close(),
    serveNode(request, response, cors) {
      const input = nodeInput(request);
      if (!input) return false;
      void answer(input).then((answered) => {
        try {
          writeWithCors(request, response, answered, cors(request.headers.origin));
        } catch (error) {
          console.error('rest:', error);
          if (!response.headersSent) response.writeHead(500);
          response.end();
        }
      });
      return true;
    },
  };
}

/** A Hono route's request as a RestInput. */
function honoInput(c: Context, target: RestInput['target']): RestInput {
  return {
    method: c.req.method,
    path: c.req.path,
    target,
    search: new URL(c.req.url).searchParams,
    header: (name) => c.req.header(name),
    headers: () => {
      const headers: Record<string, string> = {};
      c.req.raw.headers.forEach((value, key) => {
        headers[key] = value;
      });
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      reportClientAddress(headers, incoming?.socket?.remoteAddress ?? null);
      return headers;
    },
    bodyText: () => c.req.text(),
  };
}

/**
 * `/rest/v1/<name>` and `/rest/v1/rpc/<name>` where the name is one a URL parser leaves as it is
 * (letters, digits, `_`, `$`, `-`, `.`): for these the Hono routes would see the same path and
 * name. Any other path (percent-encoded, dot segments, `#`) goes through Hono.
 */
const REST_PATH = /^\/rest\/v1\/(?:(rpc)\/)?([A-Za-z0-9_$.-]+)$/;

/**
 * A node:http request as a RestInput, or undefined when its path is not a /rest/v1 route (or an
 * OPTIONS preflight, which the CORS middleware answers). Headers are read from the raw list and
 * joined as a fetch `Headers` joins them (", ", names lower-case, sorted), so `request.headers`
 * and every header read are what the Hono route sees.
 */
function nodeInput(request: IncomingMessage): RestInput | undefined {
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') return undefined;
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const match = REST_PATH.exec(path);
  const name = match?.[2];
  if (!match || name === undefined || /^\.+$/.test(name) || url.includes('#')) return undefined;
  const joined = joinedHeaders(request.rawHeaders);
  return {
    method,
    path,
    target: { kind: match[1] === 'rpc' ? 'function' : 'relation', name },
    search: new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1)),
    header: (wanted) => joined.get(wanted),
    headers: () => {
      const headers: Record<string, string> = {};
      for (const key of [...joined.keys()].sort()) headers[key] = joined.get(key) ?? '';
      reportClientAddress(headers, request.socket.remoteAddress ?? null);
      return headers;
    },
    bodyText: () => readBody(request),
  };
}

/** Leading and trailing HTTP whitespace, which a fetch Headers strips from values. */
const HTTP_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/** Header values by lower-case name, repeated headers joined with ", " as a fetch Headers joins them. */
function joinedHeaders(raw: string[]): Map<string, string> {
  const joined = new Map<string, string>();
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = (raw[index] as string).toLowerCase();
    const value = (raw[index + 1] as string).replace(HTTP_WHITESPACE, '');
    const previous = joined.get(name);
    joined.set(name, previous === undefined || name === 'set-cookie' ? value : `${previous}, ${value}`);
  }
  return joined;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** PostgREST's error body and status, with the error's own headers (WWW-Authenticate). */
function errorAnswer(error: unknown): RestResponse {
  const restError =
    error instanceof RestError
      ? error
      : new RestError(500, { code: 'PGRSTX00', message: (error as Error).message });
  if (!(error instanceof RestError)) console.error('rest:', error);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  for (const [name, value] of Object.entries(restError.headers)) headers[name.toLowerCase()] = value;
  return { status: restError.status, headers, body: JSON.stringify(restError.body) };
}

function asFetchResponse(answered: RestResponse): Response {
  return new Response(answered.body, { status: answered.status, headers: answered.headers });
}

/** What a method does to a table or view; PUT and others are refused before this matters. */
const ACTIONS: Record<string, Action> = { POST: 'insert', PATCH: 'update', DELETE: 'delete' };

/** Accept-Profile (reads) or Content-Profile (writes) choose among the exposed schemas (the first by default). */
function chosenSchema(input: RestInput, schemas: string[]): string {
  const header = input.method === 'GET' || input.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const schema = input.header(header) ?? schemas[0] ?? 'public';
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
