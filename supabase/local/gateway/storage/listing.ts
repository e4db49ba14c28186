import type { Hono } from 'hono';
import { asCaller, callerIdentity } from './caller.ts';
import type { StorageEnv } from './env.ts';
import { storageErrors } from './errors.ts';
import { pathAfter } from './keys.ts';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

interface ListBody {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * list(): one level under a prefix, as Storage's `storage.search` answers it: the folders first
 * (name only, null id), then the files, each named by its last path segment. Runs under the
 * caller's role, so a folder shows only when the caller may see something in it.
 */
export function listingRoutes(app: Hono, env: StorageEnv) {
  app.post('/object/list/*', async (c) => {
    const [bucket = ''] = pathAfter(c, '/object/list/');
    const body = await c.req.json<ListBody>().catch(() => ({}) as ListBody);
    let prefix = typeof body.prefix === 'string' ? body.prefix : '';
    if (prefix && !prefix.endsWith('/')) prefix = `${prefix}/`;
    const levels = prefix.split('/').length;
    const column = body.sortBy?.column ?? 'name';
    const order = (body.sortBy?.order ?? 'asc').toLowerCase();
    if (!SORT_COLUMNS.has(column) || (order !== 'asc' && order !== 'desc')) {
      throw storageErrors.invalidRequest('body/sortBy must be a known column and order');
    }
    const limit = Number(body.limit ?? 100);
    const offset = Number(body.offset ?? 0);
    const pattern = `${escapeLike(prefix)}${escapeLike(body.search ?? '')}%`;

    const identity = await callerIdentity(env.ctx, c);
    const rows = await asCaller(env.ctx, identity, async (client) => {
      const result = await client.query(
        `with matching as (
           select name, id, updated_at, created_at, last_accessed_at, metadata, path_tokens
             from storage.objects where bucket_id = $1 and name ilike $2 escape '\\'
         ),
         entries as (
           select 0 as kind, row_number() over (order by folder ${order}) as position, folder as name,
                  null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                  null::timestamptz as last_accessed_at, null::jsonb as metadata
             from (select distinct path_tokens[$3] as folder from matching
                    where array_length(path_tokens, 1) > $3) as folders
           union all
           select 1, row_number() over (order by ${column} ${order}, name ${order}), path_tokens[$3],
                  id, updated_at, created_at, last_accessed_at, metadata
             from matching where array_length(path_tokens, 1) = $3
         )
         select name, id, updated_at, created_at, last_accessed_at, metadata
           from entries order by kind, position limit $4 offset $5`,
        [bucket, pattern, levels, limit, offset],
      );
      return result.rows;
    });
    return c.json(rows);
  });
}
