/**
 * The project's API keys, as edge functions receive them. Hosted projects (and `supabase start`)
 * hand out the new keys as JSON maps of name to key, SUPABASE_PUBLISHABLE_KEYS and
 * SUPABASE_SECRET_KEYS (`{"default":"sb_secret_…"}`), and the legacy JWT keys SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY only while a project still has them enabled; the local stack of
 * supabase/local hands out the legacy ones only. So the new keys are preferred and the legacy ones
 * are the fallback; every function reads its keys here.
 */

import type { Env } from '../env.ts';

/** The keys of a key map, its `default` first; none for an unset or malformed variable. */
function keysOf(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  let map: unknown;
  try {
    map = JSON.parse(value);
  } catch {
    return [];
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  const named = Object.entries(map).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  const ordered = [
    ...named.filter(([name]) => name === 'default'),
    ...named.filter(([name]) => name !== 'default'),
  ];
  return ordered.map(([, key]) => key.trim());
}

const legacy = (value: string | undefined) => (value?.trim() ? [value.trim()] : []);

/** The key a client acting as a user (or as nobody) sends: RLS applies. */
export function publishableKey(env: Env): string | undefined {
  return [...keysOf(env.SUPABASE_PUBLISHABLE_KEYS), ...legacy(env.SUPABASE_ANON_KEY)][0];
}

/** Every key that stands for the service role: the secret keys, then the legacy service_role key. */
export function secretKeys(env: Env): string[] {
  return [...keysOf(env.SUPABASE_SECRET_KEYS), ...legacy(env.SUPABASE_SERVICE_ROLE_KEY)];
}

/** The key the functions' own service-role clients and calls use: it bypasses RLS. */
export function secretKey(env: Env): string | undefined {
  return secretKeys(env)[0];
}
