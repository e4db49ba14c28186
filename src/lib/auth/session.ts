import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { loadSupabase } from '../supabase-lazy.ts';
import { hasStoredSession, onSupabaseLoaded, SESSION_STORAGE_KEY } from '../supabase-ready.ts';

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
