import type { Context } from 'hono';
import type pg from 'pg';
import { type RequestIdentity, withRequestTransaction } from '../../db/request.ts';
import type { GatewayContext } from '../context.ts';
import { identify, requestHeaders } from '../identity.ts';
import { fromPostgresError, storageErrors } from './errors.ts';

/** The caller's identity; Storage refuses a bad token with AccessDenied rather than falling back to anon. */
export async function callerIdentity(ctx: GatewayContext, c: Context): Promise<RequestIdentity> {
  const result = await identify(c, ctx.config.jwtSecret);
  if (!result.ok) throw storageErrors.accessDenied(result.message);
  return { claims: result.claims, method: c.req.method, path: c.req.path, headers: requestHeaders(c) };
}

/** Storage's own transactions may delete rows its tables otherwise protect (storage.protect_delete). */
const STORAGE_SETTINGS = { 'storage.allow_delete_query': 'true' };

/** Runs `work` under the caller's role, so storage policies decide what it may read and write. */
export async function asCaller<T>(
  ctx: GatewayContext,
  identity: RequestIdentity,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  try {
    return await withRequestTransaction(ctx.apiPool, identity, work, { serviceSettings: STORAGE_SETTINGS });
  } catch (error) {
    throw fromPostgresError(error) ?? error;
  }
}

/** Runs `work` as the platform does for public and signed URLs: outside RLS, in one transaction. */
export async function asPlatform<T>(
  ctx: GatewayContext,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await ctx.adminPool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw fromPostgresError(error) ?? error;
  } finally {
    client.release();
  }
}

/** The caller's user id as Storage records it in `owner`, when the token belongs to a user. */
export function ownerOf(identity: RequestIdentity): string | null {
  const sub = identity.claims.sub;
  return sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub) ? sub : null;
}
