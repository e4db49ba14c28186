import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_JWT_SECRET } from '../config.ts';
import { signJwt } from '../jwt.ts';
import { stack } from './testing.ts';

/**
 * A supabase-js client signed in as a fresh user, by a token signed here as GoTrue would sign
 * it, so the /rest/v1 contract does not depend on /auth/v1.
 */
export async function signedInClient(userId: string = randomUUID()) {
  const { apiUrl, anonKey } = stack();
  const token = await signJwt(
    { role: 'authenticated', aud: 'authenticated', sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 },
    LOCAL_JWT_SECRET,
  );
  const client = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  return { client, userId, token };
}

/** A plain request to /rest/v1, for what supabase-js never sends (Range, CSV, bad tokens). */
export function restFetch(path: string, init: RequestInit & { token?: string } = {}) {
  const { apiUrl, anonKey } = stack();
  const headers = new Headers(init.headers);
  headers.set('apikey', anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return fetch(`${apiUrl}/rest/v1${path}`, { ...init, headers });
}
