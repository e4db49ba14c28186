import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { env } from './env.ts';
import { createRetryFetch } from './http/retry-fetch.ts';
import { withUnauthorizedReport } from './http/unauthorized.ts';
import { announceSupabase, SESSION_STORAGE_KEY } from './supabase-ready.ts';

/**
 * The one Supabase client of the app, typed by the generated schema (`npm run db:types`);
 * every call goes through the app's HTTP policy. Modules the home loads reach it through
 * `./supabase-lazy.ts` and `./supabase-ready.ts` instead (`scripts/import-rules.ts` keeps them to it).
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  global: { fetch: createRetryFetch({ fetch: withUnauthorizedReport((...args) => fetch(...args)) }) },
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storageKey: SESSION_STORAGE_KEY,
  },
});
announceSupabase(supabase);
