import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { env } from './env.ts';

/**
 * Whether the app's Supabase client exists yet, for the modules the home loads, which do not
 * carry supabase-js (docs/frontend.md, "App weight"): `./supabase.ts` announces the client here
 * when any screen loads it, and `./supabase-lazy.ts` loads it on demand.
 */
export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * Where supabase-js keeps the session in localStorage: its own default (`sb-<first label of the
 * API's host>-auth-token`), passed to it explicitly by `./supabase.ts` so the two cannot drift.
 */
export const SESSION_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

let client: AppSupabaseClient | undefined;
const waiting = new Set<(client: AppSupabaseClient) => void>();

/** Called by `./supabase.ts` when the client exists (again by a loader: a second call does nothing). */
export function announceSupabase(created: AppSupabaseClient): void {
  if (client) return;
  client = created;
  for (const listener of waiting) listener(created);
  waiting.clear();
}

/** Runs `listener` with the client once it exists (now, if it does); returns a cancel. */
export function onSupabaseLoaded(listener: (client: AppSupabaseClient) => void): () => void {
  if (client) {
    listener(client);
    return () => {};
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Whether this browser holds a session (read without supabase-js; it may have expired). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Removes the stored session at once, as auth-js's own sign-out later does (same key). */
export function forgetStoredSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // no storage: nothing was stored
  }
}
