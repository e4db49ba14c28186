import type pg from 'pg';
import { storageErrors } from './errors.ts';

export interface StoredObject {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** The object's row as `client` may see it; an invisible row is "not found", as on Storage. */
export async function findObject(
  client: pg.ClientBase | pg.Pool,
  bucket: string,
  key: string,
): Promise<StoredObject> {
  const { rows } = await client.query<StoredObject>(
    `select id, bucket_id, name, owner, version, metadata, user_metadata, created_at, updated_at, last_accessed_at
       from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  if (!rows[0]) throw storageErrors.noSuchKey();
  return rows[0];
}
