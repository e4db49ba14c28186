import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { authRoutes } from './auth/index.ts';
import type { GatewayContext } from './context.ts';
import { functionsRoutes } from './functions/index.ts';
import type { CorsHeaders } from './node-cors.ts';
import { restRoutes } from './rest/index.ts';
import { storageCdn } from './storage/cdn.ts';
import { storageRoutes } from './storage/index.ts';

/** Response headers a browser may read (auth-js reads error codes only with GoTrue's API version header). */
const EXPOSED_HEADERS = [
  'content-range',
  'content-location',
  'x-total-count',
  'etag',
  'location',
  'link',
  'x-supabase-api-version',
];

/**
 * What the CORS middleware below sets on every answer but a preflight, for the paths that bypass
 * it (rest/index.ts and functions/index.ts serveNode, storage/cdn.ts): the same four headers, Vary
 * appended.
 */
const corsHeaders: CorsHeaders = (origin) => ({
  'access-control-allow-origin': origin || '*',
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': EXPOSED_HEADERS.join(','),
  vary: 'Origin',
});

export function createGateway(ctx: GatewayContext) {
  const parts = {
    rest: restRoutes(ctx),
    auth: authRoutes(ctx),
    storage: storageRoutes(ctx),
    functions: functionsRoutes(ctx),
  };
  const app = new Hono();
  // Supabase's API gateway answers every origin; user data is guarded by JWTs, not by CORS.
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'prefer',
        'range',
        'range-unit',
        'accept-profile',
        'content-profile',
        'x-upsert',
        'cache-control',
        'x-supabase-api-version',
      ],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: EXPOSED_HEADERS,
      credentials: true,
      maxAge: 3600,
    }),
  );
  app.route('/rest/v1', parts.rest.app);
  app.route('/auth/v1', parts.auth.app);
  app.route('/storage/v1', parts.storage.app);
  app.get('/', (c) => c.json({ name: 'Pitchcraft local Supabase gateway' }));
  const cdn = storageCdn((request) => app.fetch(request), corsHeaders);
  return {
    app,
    /**
     * The node:http listener: /rest/v1 and /functions/v1 requests straight to their handlers (the
     * gateway's hot paths, without fetch Request/Response objects), public objects through the
     * CDN (storage/cdn.ts), everything else (preflights included) to `hono`, the app's listener.
     */
    nodeListener:
      (hono: RequestListener): RequestListener =>
      (request: IncomingMessage, response: ServerResponse) => {
        if (parts.rest.serveNode(request, response, corsHeaders)) return;
        if (parts.functions.serveNode(request, response, corsHeaders)) return;
        if (!cdn.serveNode(request, response)) hono(request, response);
      },
    close: async () => {
      await Promise.all(Object.values(parts).map((part) => part.close?.()));
    },
  };
}
