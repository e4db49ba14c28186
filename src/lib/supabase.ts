import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { env } from './env.ts';
import { createRetryFetch } from './http/retry-fetch.ts';
import { withUnauthorizedReport } from './http/unauthorized.ts';

/**
 * The one Supabase client of the app, typed by the generated schema (`npm run db:types`);
 * every call goes through the app's HTTP policy.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  global: { fetch: createRetryFetch({ fetch: withUnauthorizedReport((...args) => fetch(...args)) }) },
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
