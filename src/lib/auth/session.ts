import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { loadSupabase } from '../supabase-lazy.ts';
import {
  forgetStoredSession,
  hasStoredSession,
  onSupabaseLoaded,
  SESSION_STORAGE_KEY,
} from '../supabase-ready.ts';

/**
 * The signed-in session, read from supabase-js's storage (no network call when it is fresh).
 * The client is loaded on first call: the router's guards call it, the home never does.
 */
export async function getSession(): Promise<Session | null> {
  const { data } = await (await loadSupabase()).auth.getSession();
  return data.session;
}

/** Forgets the session in this browser only; used when the server says it is no longer valid. */
export async function clearLocalSession(): Promise<void> {
  await (await loadSupabase()).auth.signOut({ scope: 'local' });
}

/**
 * Signs out of every device. This browser forgets the session first, before any request: auth-js
 * forgets it only once the server has answered a global sign-out, and a reload in between found
 * the session still stored and the user still signed in. Then the server ends every session of
 * the account, `leave` (if given) moves off a guarded screen (so the guard does not bounce to
 * sign-in), and auth-js says SIGNED_OUT here and to the other tabs. When the server cannot be reached the
 * browser has still forgotten the session; its refresh token then lasts until it expires.
 */
export async function signOutEverywhere(leave: () => Promise<unknown> = async () => {}): Promise<void> {
  const client = await loadSupabase();
  const { data } = await client.auth.getSession();
  forgetStoredSession();
  const revoked = data.session ? client.auth.admin.signOut(data.session.access_token, 'global') : undefined;
  await leave();
  // Nothing stored: auth-js sends no request of its own, only removes and announces.
  await client.auth.signOut({ scope: 'local' });
  await revoked;
}

/**
 * The session, kept current. On the home a visitor with no stored session never loads
 * supabase-js for it: the client is loaded when a session is stored (now, or by another tab),
 * and followed once it exists, however it was loaded.
 */
export function useSession(): Session | null {
  const [session, setSession] = useState<Session | null>(null);
  useEffect(() => {
    let active = true;
    let subscription: { unsubscribe: () => void } | undefined;
    const stopWaiting = onSupabaseLoaded((client) => {
      client.auth.getSession().then(({ data }) => {
        if (active) setSession(data.session);
      });
      subscription = client.auth.onAuthStateChange((_event, next) => setSession(next)).data.subscription;
    });
    if (hasStoredSession()) void loadSupabase();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY && event.newValue !== null) void loadSupabase();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      stopWaiting();
      subscription?.unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return session;
}
