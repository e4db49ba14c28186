import type { Hono } from 'hono';
import { asCaller, callerIdentity } from './caller.ts';
import type { StorageEnv } from './env.ts';
import { storageErrors } from './errors.ts';
import { mustBeValidKey, pathAfter } from './keys.ts';
import { findObject } from './object-rows.ts';
import { signUrlToken } from './signing.ts';

/** createSignedUrl(s): the caller must be able to read the object; the URL then works for anyone. */
export function signedUrlRoutes(app: Hono, env: StorageEnv) {
  const { ctx } = env;
  const signedUrl = async (bucket: string, key: string, expiresIn: number) => {
    const url = `${bucket}/${key}`;
    return `/object/sign/${url}?token=${await signUrlToken(ctx.config.jwtSecret, { url }, expiresIn)}`;
  };

  app.post('/object/sign/*', async (c) => {
    const [bucket = '', ...keyParts] = pathAfter(c, '/object/sign/');
    const key = keyParts.join('/');
    const body = await c.req.json<{ expiresIn?: unknown; paths?: unknown }>().catch(() => ({}) as never);
    const expiresIn = Number(body?.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1) {
      throw storageErrors.invalidRequest('body/expiresIn must be >= 1');
    }
    const identity = await callerIdentity(ctx, c);

    if (key) {
      mustBeValidKey(key);
      await asCaller(ctx, identity, (client) => findObject(client, bucket, key));
      return c.json({ signedURL: await signedUrl(bucket, key, expiresIn) });
    }

    const paths = body?.paths;
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === 'string')) {
      throw storageErrors.invalidRequest("body must have required property 'paths'");
    }
    const visible = await asCaller(ctx, identity, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2)',
        [bucket, paths],
      );
      return new Set(rows.map((row) => row.name));
    });
    const results = await Promise.all(
      (paths as string[]).map(async (path) =>
        visible.has(path)
          ? { error: null, path, signedURL: await signedUrl(bucket, path, expiresIn) }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      ),
    );
    return c.json(results);
  });
}
