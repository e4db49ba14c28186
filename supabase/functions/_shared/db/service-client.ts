/** Supabase clients of edge functions: each lives for one request, so no session is kept or refreshed. */

import { createClient, type SupabaseClient } from '@supabase/supabase-js';

type Env = Readonly<Record<string, string | undefined>>;

export const STATELESS_AUTH = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** A client with the service role; throws when SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is unset. */
export function serviceClient(env: Env): SupabaseClient {
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!env.SUPABASE_URL || !key) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
  return createClient(env.SUPABASE_URL, key, STATELESS_AUTH);
}
