import { Hono } from 'hono';
import type { GatewayContext, GatewayPart } from '../context.ts';
import { bucketRoutes } from './buckets.ts';
import { objectDisk } from './disk.ts';
import { downloadRoutes } from './downloads.ts';
import type { StorageEnv } from './env.ts';
import { fromPostgresError, StorageError, sendStorageError } from './errors.ts';
import { listingRoutes } from './listing.ts';
import { objectChangeRoutes } from './object-changes.ts';
import { signedUrlRoutes } from './signed-urls.ts';
import { uploadRoutes } from './uploads.ts';

/**
 * The Storage API as storage-js calls it. Rows live in storage.objects and are read and written
 * under the caller's role, so storage policies decide; bytes live under `<dataDir>/storage`.
 */
export function storageRoutes(ctx: GatewayContext): GatewayPart {
  const app = new Hono();
  const env: StorageEnv = { ctx, disk: objectDisk(ctx.config.dataDir) };

  // Order matters: the named object routes come before the catch-all `/object/<bucket>/<key>` ones.
  bucketRoutes(app, env);
  listingRoutes(app, env);
  signedUrlRoutes(app, env);
  objectChangeRoutes(app, env);
  downloadRoutes(app, env);
  uploadRoutes(app, env);

  app.notFound((c) => sendStorageError(c, new StorageError(404, 'NotFound', 'Route not found', 'Not Found')));
  app.onError((error, c) => {
    const known = error instanceof StorageError ? error : fromPostgresError(error);
    if (known) return sendStorageError(c, known);
    console.error('storage: request failed', error);
    return sendStorageError(c, new StorageError(500, 'InternalError', 'Internal Server Error', 'Internal'));
  });
  return { app };
}
