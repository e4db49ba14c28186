import type { Context, Hono } from 'hono';
import { asCaller, callerIdentity } from './caller.ts';
import { findBucket, type StorageEnv } from './env.ts';
import { storageErrors } from './errors.ts';
import { objectAddress } from './keys.ts';
import { findObject } from './object-rows.ts';
import { objectInfo, serveObject } from './serve-object.ts';
import { verifyUrlToken } from './signing.ts';

/** Downloads and info: public buckets to anyone, signed URLs by token, the rest under policies. */
export function downloadRoutes(app: Hono, env: StorageEnv) {
  const { ctx } = env;

  const publicObject = async (c: Context, marker: string) => {
    const { bucket, key } = objectAddress(c, marker);
    if (!(await findBucket(env, bucket)).public) throw storageErrors.noSuchBucket();
    return findObject(ctx.adminPool, bucket, key);
  };
  const callerObject = async (c: Context, marker: string) => {
    const { bucket, key } = objectAddress(c, marker);
    const identity = await callerIdentity(ctx, c);
    return asCaller(ctx, identity, (client) => findObject(client, bucket, key));
  };

  app.get('/object/public/*', async (c) =>
    serveObject(c, env.disk, await publicObject(c, '/object/public/')),
  );
  app.get('/object/info/public/*', async (c) =>
    c.json(objectInfo(await publicObject(c, '/object/info/public/'))),
  );

  app.get('/object/sign/*', async (c) => {
    const { bucket, key } = objectAddress(c, '/object/sign/');
    await verifyUrlToken(ctx.config.jwtSecret, c.req.query('token'), `${bucket}/${key}`);
    return serveObject(c, env.disk, await findObject(ctx.adminPool, bucket, key));
  });

  for (const marker of ['/object/info/authenticated/', '/object/info/']) {
    app.get(`${marker}*`, async (c) => c.json(objectInfo(await callerObject(c, marker))));
  }
  for (const marker of ['/object/authenticated/', '/object/']) {
    app.get(`${marker}*`, async (c) => serveObject(c, env.disk, await callerObject(c, marker)));
  }
}
