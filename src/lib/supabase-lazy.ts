import { type AppSupabaseClient, announceSupabase } from './supabase-ready.ts';

/**
 * The app's Supabase client for the modules the home loads, which must not carry supabase-js
 * (~38 KiB gzip) to a visitor who only reads the page (docs/frontend.md, "App weight"): they ask
 * for it with `loadSupabase()` when they need it, or wait for it with `onSupabaseLoaded`
 * (`./supabase-ready.ts`). Every screen past the home imports `./supabase.ts` directly.
 * `scripts/import-rules.ts` (SUPABASE_FREE_ROOTS) keeps the home's files to this way.
 */
let loading: Promise<AppSupabaseClient> | undefined;

/** The client, fetching its chunk the first time. */
export function loadSupabase(): Promise<AppSupabaseClient> {
  loading ??= import('./supabase.ts').then((module) => {
    announceSupabase(module.supabase);
    return module.supabase;
  });
  return loading;
}

/**
 * A link from an auth email (confirmation, password reset) carries its tokens or code in the
 * address; supabase-js reads them when it starts (`detectSessionInUrl`), so the client starts at
 * once on such an address, as it did when it was in the entry.
 */
export function addressCarriesSession(href: string): boolean {
  return /[?#&](access_token|refresh_token|code|error_description)=/.test(href);
}
