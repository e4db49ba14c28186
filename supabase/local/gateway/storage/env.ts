import type { GatewayContext } from '../context.ts';
import type { ObjectDisk } from './disk.ts';
import { storageErrors } from './errors.ts';

/** What every Storage route is handed. */
export interface StorageEnv {
  ctx: GatewayContext;
  disk: ObjectDisk;
}

export interface BucketLimits {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Storage reads a bucket's settings as the platform (outside RLS) before it checks the caller. */
export async function findBucket(env: StorageEnv, id: string): Promise<BucketLimits> {
  const { rows } = await env.ctx.adminPool.query<BucketLimits>(
    'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  if (!rows[0]) throw storageErrors.noSuchBucket();
  return rows[0];
}
