import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { publishableKey } from '../db/api-keys.ts';
import { STATELESS_AUTH } from '../db/service-client.ts';
import { type Result, unwrap } from '../db/unwrap.ts';
import type { Env } from '../env.ts';
import { Refusal } from '../refusals/refusal.ts';

/**
 * A supabase client acting as the caller (their `Authorization` header, the publishable key), so
 * row-level security decides what the function may read and write for them, as it does for the app.
 * PostgREST verifies the token on every request: a forged or expired one is refused with 401.
 */
export function userClient(authorization: string, env: Env): SupabaseClient {
  const url = env.SUPABASE_URL;
  const key = publishableKey(env);
  if (!url || !key)
    throw new Error('SUPABASE_URL and SUPABASE_PUBLISHABLE_KEYS (or SUPABASE_ANON_KEY) must be set');
  return createClient(url, key, { ...STATELESS_AUTH, global: { headers: { Authorization: authorization } } });
}

/** PostgREST refused the caller's token (401): forged, expired or signed with a key the project lacks. */
export const isRefusedToken = (result: { error: unknown; status: number }) =>
  result.error !== null && result.status === 401;

/** The caller's token refused: missing, forged, expired or signed with a key the project lacks. */
export const invalidSession = () => new Refusal('unauthorized');

/**
 * The data of a read made with userClient; a token PostgREST refused (401) throws invalidSession,
 * so the function answers 401 instead of failing, and any other error is thrown as unwrap does.
 */
export function unwrapAsCaller<T>(result: Result<T>, what: string): T {
  if (isRefusedToken(result)) throw invalidSession();
  return unwrap(result, what);
}
