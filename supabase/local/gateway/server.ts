import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { authRoutes } from './auth/index.ts';
import type { GatewayContext } from './context.ts';
import { functionsRoutes } from './functions/index.ts';
import { restRoutes } from './rest/index.ts';
import { storageRoutes } from './storage/index.ts';

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
      // auth-js reads error codes only when it can see GoTrue's API version header.
      exposeHeaders: [
        'content-range',
        'content-location',
        'x-total-count',
        'etag',
        'location',
        'link',
        'x-supabase-api-version',
      ],
      credentials: true,
      maxAge: 3600,
    }),
  );
  app.route('/rest/v1', parts.rest.app);
  app.route('/auth/v1', parts.auth.app);
  app.route('/storage/v1', parts.storage.app);
  app.route('/functions/v1', parts.functions.app);
  app.get('/', (c) => c.json({ name: 'Pitchcraft local Supabase gateway' }));
  return {
    app,
    close: async () => {
      await Promise.all(Object.values(parts).map((part) => part.close?.()));
    },
  };
}
