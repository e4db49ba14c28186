import type { Hono } from 'hono';
import { asCaller, asPlatform, callerIdentity, ownerOf } from './caller.ts';
import { findBucket, type StorageEnv } from './env.ts';
import { objectAddress } from './keys.ts';
import { signUrlToken, verifyUrlToken } from './signing.ts';
import { readUploadBody } from './upload-body.ts';
import { probeRow, type RowRunner, writeObject } from './write-object.ts';

/** Signed upload URLs live two hours, as Storage's. */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

export function uploadRoutes(app: Hono, env: StorageEnv) {
  const { ctx } = env;

  // createSignedUploadUrl: the caller must be allowed to write the object now; the token carries that.
  app.post('/object/upload/sign/*', async (c) => {
    const { bucket, key } = objectAddress(c, '/object/upload/sign/');
    const identity = await callerIdentity(ctx, c);
    const upsert = c.req.header('x-upsert') === 'true';
    const owner = ownerOf(identity);
    await findBucket(env, bucket);
    await asCaller(ctx, identity, (client) =>
      probeRow(client, { bucket, key, owner, metadata: {}, userMetadata: null, upsert }),
    );
    const url = `${bucket}/${key}`;
    const token = await signUrlToken(ctx.config.jwtSecret, { url, owner, upsert }, SIGNED_UPLOAD_SECONDS);
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  });

  // uploadToSignedUrl: no JWT needed; the row is written as the platform, owned by the signer.
  app.put('/object/upload/sign/*', async (c) => {
    const { bucket, key } = objectAddress(c, '/object/upload/sign/');
    const claims = await verifyUrlToken(ctx.config.jwtSecret, c.req.query('token'), `${bucket}/${key}`);
    const run: RowRunner = (work) => asPlatform(ctx, work);
    const result = await writeObject(env, {
      bucket,
      key,
      upsert: claims.upsert === true,
      owner: typeof claims.owner === 'string' ? claims.owner : null,
      body: await readUploadBody(c),
      run,
    });
    return c.json(result);
  });

  // upload (POST, upsert when x-upsert says so) and update (PUT, always an upsert), as Storage does.
  for (const method of ['post', 'put'] as const) {
    app[method]('/object/*', async (c) => {
      const { bucket, key } = objectAddress(c, '/object/');
      const identity = await callerIdentity(ctx, c);
      const run: RowRunner = (work) => asCaller(ctx, identity, work);
      const result = await writeObject(env, {
        bucket,
        key,
        upsert: method === 'put' || c.req.header('x-upsert') === 'true',
        owner: ownerOf(identity),
        body: await readUploadBody(c),
        run,
      });
      return c.json(result);
    });
  }
}
