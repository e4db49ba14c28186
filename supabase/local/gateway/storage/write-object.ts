import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type BucketLimits, findBucket, type StorageEnv } from './env.ts';
import { storageErrors } from './errors.ts';
import type { UploadBody } from './upload-body.ts';

/** The platform's cap on any object: `supabase start`'s default `storage.file_size_limit` (50 MiB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export type RowRunner = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

export interface WriteRequest {
  bucket: string;
  key: string;
  upsert: boolean;
  owner: string | null;
  body: UploadBody;
  /** Runs the row statements: under the caller's role, or as the platform for signed upload URLs. */
  run: RowRunner;
}

export interface ObjectRow {
  bucket: string;
  key: string;
  owner: string | null;
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
}

/**
 * Inserts (or upserts) an object's row without RETURNING, so a plain upload needs only an insert
 * policy, as on Supabase; an upsert also needs select and update, as Postgres checks ON CONFLICT.
 */
export async function saveRow(client: pg.PoolClient, row: ObjectRow): Promise<string> {
  const id = randomUUID();
  const onConflict = row.upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
         updated_at = now(), last_accessed_at = now()`
    : '';
  await client.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4::uuid, $4::text, $5, $6, $7) ${onConflict}`,
    [id, row.bucket, row.key, row.owner, row.metadata, row.userMetadata, randomUUID()],
  );
  if (!row.upsert) return id;
  const { rows } = await client.query<{ id: string }>(
    'select id from storage.objects where bucket_id = $1 and name = $2',
    [row.bucket, row.key],
  );
  return rows[0]?.id ?? id;
}

/** Tries the row statement and undoes it: Storage refuses an upload before it reads the bytes. */
export async function probeRow(client: pg.PoolClient, row: ObjectRow) {
  await client.query('savepoint upload_probe');
  await saveRow(client, row);
  await client.query('rollback to savepoint upload_probe');
}

/** Bucket checks, bytes staged, row written under `run`, then the bytes renamed into place. */
export async function writeObject(env: StorageEnv, request: WriteRequest) {
  const bucket = await findBucket(env, request.bucket);
  const { body } = request;
  const row = {
    bucket: bucket.id,
    key: request.key,
    owner: request.owner,
    userMetadata: body.userMetadata,
    upsert: request.upsert,
  };
  return request.run(async (client) => {
    await probeRow(client, { ...row, metadata: {} });
    mustAllowMimeType(bucket, body.mimetype);
    const limit = sizeLimit(bucket);
    if (body.declaredSize !== undefined && body.declaredSize > limit) throw storageErrors.entityTooLarge();
    const staged = await env.disk.stage(body.stream, limit);
    try {
      const metadata = {
        eTag: `"${staged.md5}"`,
        size: staged.size,
        mimetype: body.mimetype,
        cacheControl: body.cacheControl,
        lastModified: new Date().toISOString(),
        contentLength: staged.size,
        httpStatusCode: 200,
      };
      const id = await saveRow(client, { ...row, metadata });
      await env.disk.commit(staged.path, bucket.id, request.key);
      return { Id: id, Key: `${bucket.id}/${request.key}` };
    } finally {
      await env.disk.discard(staged.path);
    }
  });
}

function sizeLimit(bucket: BucketLimits) {
  return Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
}

/**
 * `allowed_mime_types` entries are exact types or `type/*`, compared as Storage's validateMimeType
 * does: the declared type split at its first '/', case and parameters included, so
 * `text/plain;charset=UTF-8` is not `text/plain` and `Image/PNG` is not `image/png`.
 */
function mustAllowMimeType(bucket: BucketLimits, mimetype: string) {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimetype.split('/');
  const accepted = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (subtype === undefined || !accepted) throw storageErrors.invalidMimeType(mimetype);
}
