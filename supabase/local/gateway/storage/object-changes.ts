import type { Context, Hono } from 'hono';
import { asCaller, callerIdentity, ownerOf } from './caller.ts';
import { findBucket, type StorageEnv } from './env.ts';
import { storageErrors } from './errors.ts';
import { mustBeValidKey, type ObjectAddress, pathAfter } from './keys.ts';
import { findObject } from './object-rows.ts';
import { saveRow } from './write-object.ts';

interface TransferBody {
  bucketId?: string;
  sourceKey?: string;
  destinationKey?: string;
  destinationBucket?: string;
  copyMetadata?: boolean;
  metadata?: Record<string, unknown>;
}

async function transfer(c: Context, env: StorageEnv) {
  const body = await c.req.json<TransferBody>().catch(() => ({}) as TransferBody);
  const { bucketId, sourceKey, destinationKey } = body;
  if (!bucketId || !sourceKey || !destinationKey) {
    throw storageErrors.invalidRequest(
      "body must have required properties 'bucketId', 'sourceKey', 'destinationKey'",
    );
  }
  mustBeValidKey(sourceKey);
  mustBeValidKey(destinationKey);
  const from: ObjectAddress = { bucket: bucketId, key: sourceKey };
  const to: ObjectAddress = { bucket: body.destinationBucket || bucketId, key: destinationKey };
  await findBucket(env, to.bucket);
  return { body, from, to, identity: await callerIdentity(env.ctx, c) };
}

/** move, copy and remove, each under the caller's role: update, insert and delete policies decide. */
export function objectChangeRoutes(app: Hono, env: StorageEnv) {
  const { ctx, disk } = env;

  app.post('/object/move', async (c) => {
    const { from, to, identity } = await transfer(c, env);
    await asCaller(ctx, identity, async (client) => {
      const { rowCount } = await client.query(
        `update storage.objects
            set bucket_id = $3, name = $4, owner = coalesce($5::uuid, owner), owner_id = coalesce($5::text, owner_id),
                updated_at = now(), last_accessed_at = now()
          where bucket_id = $1 and name = $2`,
        [from.bucket, from.key, to.bucket, to.key, ownerOf(identity)],
      );
      if (!rowCount) throw storageErrors.noSuchKey();
      await disk.move(from, to);
    });
    return c.json({ message: 'Successfully moved' });
  });

  app.post('/object/copy', async (c) => {
    const { body, from, to, identity } = await transfer(c, env);
    const result = await asCaller(ctx, identity, async (client) => {
      const source = await findObject(client, from.bucket, from.key);
      const staged = await disk.stageCopy(from.bucket, from.key);
      try {
        const id = await saveRow(client, {
          bucket: to.bucket,
          key: to.key,
          owner: ownerOf(identity),
          metadata: { ...source.metadata, lastModified: new Date().toISOString() },
          userMetadata: body.copyMetadata === false ? (body.metadata ?? null) : source.user_metadata,
          upsert: c.req.header('x-upsert') === 'true',
        });
        await disk.commit(staged, to.bucket, to.key);
        return { Id: id, Key: `${to.bucket}/${to.key}` };
      } finally {
        await disk.discard(staged);
      }
    });
    return c.json(result);
  });

  // DELETE /object/<bucket> removes many (body.prefixes); DELETE /object/<bucket>/<key> removes one.
  app.delete('/object/*', async (c) => {
    const [bucket = '', ...keyParts] = pathAfter(c, '/object/');
    const key = keyParts.join('/');
    const identity = await callerIdentity(ctx, c);
    if (key) {
      mustBeValidKey(key);
      const { rowCount } = await asCaller(ctx, identity, (client) =>
        client.query('delete from storage.objects where bucket_id = $1 and name = $2', [bucket, key]),
      );
      if (!rowCount) throw storageErrors.noSuchKey();
      await disk.remove(bucket, key);
      return c.json({ message: 'Successfully deleted' });
    }

    const { prefixes } = await c.req.json<{ prefixes?: unknown }>().catch(() => ({ prefixes: undefined }));
    const valid = Array.isArray(prefixes) && prefixes.length > 0 && prefixes.length <= 1000;
    if (!valid || !prefixes.every((prefix) => typeof prefix === 'string')) {
      throw storageErrors.invalidRequest('body/prefixes must be a list of 1 to 1000 object names');
    }
    const removed = await asCaller(ctx, identity, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2)
         returning id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
                   created_at, updated_at, last_accessed_at`,
        [bucket, prefixes],
      );
      return rows;
    });
    for (const row of removed) await disk.remove(bucket, row.name);
    return c.json(removed);
  });
}
