/** Supabase clients of edge functions: each lives for one request, so no session is kept or refreshed. */

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Env } from '../env.ts';
import { secretKey } from './api-keys.ts';

export const STATELESS_AUTH = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** A client with the service role (api-keys.ts's secret key); throws when the URL or the key is unset. */
export function serviceClient(env: Env): SupabaseClient {
  const key = secretKey(env);
  if (!env.SUPABASE_URL || !key) {
    throw new Error('SUPABASE_URL and SUPABASE_SECRET_KEYS (or SUPABASE_SERVICE_ROLE_KEY) must be set');
  }
  return createClient(env.SUPABASE_URL, key, STATELESS_AUTH);
}
