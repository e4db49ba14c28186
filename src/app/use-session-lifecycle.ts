import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearLocalSession } from '@/lib/auth/session.ts';
import { onUnauthorized } from '@/lib/http/unauthorized.ts';
import { onSupabaseLoaded } from '@/lib/supabase-ready.ts';

/**
 * Keeps the screen in step with the session: a 401 anywhere ends it and goes to the root
 * (SPEC §2); a sign-out (here or in another tab) re-runs the guards of the current route.
 * Without a client there is no session to end: the listener is attached once supabase-js is
 * loaded (the home does not load it; src/lib/supabase-ready.ts).
 */
export function useSessionLifecycle(): void {
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onUnauthorized(async () => {
        await clearLocalSession();
        queryClient.clear();
        await router.navigate({ to: '/' });
      }),
    [router, queryClient],
  );

  useEffect(() => {
    let subscription: { unsubscribe: () => void } | undefined;
    const stopWaiting = onSupabaseLoaded((client) => {
      subscription = client.auth.onAuthStateChange((event) => {
        if (event !== 'SIGNED_OUT') return;
        queryClient.clear();
        // Outside the auth callback: supabase-js holds a lock while listeners run.
        setTimeout(() => router.invalidate(), 0);
      }).data.subscription;
    });
    return () => {
      stopWaiting();
      subscription?.unsubscribe();
    };
  }, [router, queryClient]);
}
