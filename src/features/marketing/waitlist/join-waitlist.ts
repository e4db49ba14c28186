import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy.ts';

/**
 * The database answers 'received' whether or not the address was listed already (telling
 * 'already' let anyone check who is on the list); 'invalid' is the database refusing an address
 * the form's copy of its rule let through; 'throttled' is its limit of sign-ups per connection.
 */
export type WaitlistOutcome = 'received' | 'invalid' | 'throttled';

export async function joinWaitlist(email: string, locale: string): Promise<WaitlistOutcome> {
  // Loaded on submit, like the client: the refusal codes are not in what the home loads
  // (docs/frontend.md, "App weight").
  const [supabase, { unwrap }, { isRefused }] = await Promise.all([
    loadSupabase(),
    import('@/lib/errors/unwrap.ts'),
    import('@/lib/errors/refused.ts'),
  ]);
  try {
    const data = unwrap(
      await supabase.rpc('join_waitlist', { email, locale: locale === 'es' ? 'es' : 'en' }),
    );
    if (data !== 'received') throw new Error(`join_waitlist answered ${String(data)}`);
    return data;
  } catch (error) {
    if (isRefused(error, 'invalid_email')) return 'invalid';
    if (isRefused(error, 'rate_limited')) return 'throttled';
    throw error;
  }
}

/** The form shows every outcome and error itself, next to the field, instead of a toast. */
export function useJoinWaitlist() {
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: (email: string) => joinWaitlist(email, i18n.locale),
    meta: { handlesOwnErrors: true },
  });
}
