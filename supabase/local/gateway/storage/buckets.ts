import type { Context, Hono } from 'hono';
import { asCaller, callerIdentity, ownerOf } from './caller.ts';
import type { StorageEnv } from './env.ts';
import { storageErrors } from './errors.ts';
import { mustBeValidBucketName } from './keys.ts';

const BUCKET_COLUMNS = `id, name, owner, public, 'STANDARD' as type, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at`;
const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);
const UNIT_BYTES: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };

interface BucketBody {
  id?: string;
  name?: string;
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

/** `file_size_limit` as a number of bytes or Storage's units (decimal: 1MB = 1,000,000 bytes). */
function parseSizeLimit(value: BucketBody['file_size_limit']): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? value.match(/^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i) : null;
  const unit = UNIT_BYTES[match?.[2]?.toLowerCase() ?? ''];
  if (!match || !unit) throw storageErrors.invalidFileSizeLimit();
  return Math.round(Number(match[1]) * unit);
}

const readBody = (c: Context) => c.req.json<BucketBody>().catch(() => ({}) as BucketBody);

/**
 * Buckets, under the caller's role: storage.buckets has RLS and no policies, so only the service
 * role (which bypasses RLS) manages them, exactly as on Supabase.
 */
export function bucketRoutes(app: Hono, env: StorageEnv) {
  const { ctx, disk } = env;

  app.get('/bucket', async (c) => {
    const column = c.req.query('sortColumn') ?? 'name';
    const order = (c.req.query('sortOrder') ?? 'asc').toLowerCase();
    if (!SORT_COLUMNS.has(column) || (order !== 'asc' && order !== 'desc')) {
      throw storageErrors.invalidRequest('querystring must name a known sort column and order');
    }
    const identity = await callerIdentity(ctx, c);
    const { rows } = await asCaller(ctx, identity, (client) =>
      client.query(
        `select ${BUCKET_COLUMNS} from storage.buckets where name ilike '%' || $1 || '%'
          order by ${column} ${order} limit $2 offset $3`,
        [c.req.query('search') ?? '', c.req.query('limit') ?? null, c.req.query('offset') ?? 0],
      ),
    );
    return c.json(rows);
  });

  app.get('/bucket/:id', async (c) => {
    const identity = await callerIdentity(ctx, c);
    const { rows } = await asCaller(ctx, identity, (client) =>
      client.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [c.req.param('id')]),
    );
    if (!rows[0]) throw storageErrors.noSuchBucket();
    return c.json(rows[0]);
  });

  app.post('/bucket', async (c) => {
    const body = await readBody(c);
    const id = body.id ?? body.name;
    mustBeValidBucketName(id);
    const identity = await callerIdentity(ctx, c);
    await asCaller(ctx, identity, (client) =>
      client.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $3::text, $4, $5, $6)`,
        [
          id,
          body.name ?? id,
          ownerOf(identity),
          body.public === true,
          parseSizeLimit(body.file_size_limit),
          body.allowed_mime_types ?? null,
        ],
      ),
    );
    return c.json({ name: id });
  });

  app.put('/bucket/:id', async (c) => {
    const body = await readBody(c);
    const changes: [string, unknown][] = [];
    if (body.public !== undefined) changes.push(['public', body.public === true]);
    if (body.file_size_limit !== undefined)
      changes.push(['file_size_limit', parseSizeLimit(body.file_size_limit)]);
    if (body.allowed_mime_types !== undefined) changes.push(['allowed_mime_types', body.allowed_mime_types]);
    const assignments = changes.map(([column], index) => `${column} = $${index + 2}`);
    const identity = await callerIdentity(ctx, c);
    const { rowCount } = await asCaller(ctx, identity, (client) =>
      client.query(
        `update storage.buckets set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1`,
        [c.req.param('id'), ...changes.map(([, value]) => value)],
      ),
    );
    if (!rowCount) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const id = c.req.param('id');
    const identity = await callerIdentity(ctx, c);
    const removed = await asCaller(ctx, identity, async (client) => {
      const bucket = await client.query('select 1 from storage.buckets where id = $1', [id]);
      if (!bucket.rowCount) throw storageErrors.noSuchBucket();
      const { rows } = await client.query<{ name: string }>(
        'delete from storage.objects where bucket_id = $1 returning name',
        [id],
      );
      return rows;
    });
    for (const row of removed) await disk.remove(id, row.name);
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    const id = c.req.param('id');
    const identity = await callerIdentity(ctx, c);
    await asCaller(ctx, identity, async (client) => {
      const bucket = await client.query('select 1 from storage.buckets where id = $1', [id]);
      if (!bucket.rowCount) throw storageErrors.noSuchBucket();
      const objects = await ctx.adminPool.query(
        'select 1 from storage.objects where bucket_id = $1 limit 1',
        [id],
      );
      if (objects.rowCount) throw storageErrors.bucketNotEmpty();
      const { rowCount } = await client.query('delete from storage.buckets where id = $1', [id]);
      if (!rowCount) throw storageErrors.noSuchBucket();
    });
    await disk.removeBucket(id);
    return c.json({ message: 'Successfully deleted' });
  });
}
