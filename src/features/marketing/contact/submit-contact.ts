import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { ContactInput } from './contact-input.ts';

/**
 * Stores the visitor's details (`submit_contact`, open to anonymous visitors); past its limit of
 * requests per connection it is refused `rate_limited` (429) and the form says to wait.
 */
export async function submitContact(input: ContactInput, locale: 'en' | 'es'): Promise<void> {
  unwrap(
    await supabase.rpc('submit_contact', {
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email ?? '',
      phone: input.phone ?? undefined,
      locale,
    }),
  );
}

export function useSubmitContact() {
  return useMutation({
    mutationFn: ({ input, locale }: { input: ContactInput; locale: 'en' | 'es' }) =>
      submitContact(input, locale),
    // The form says what went wrong in place, with the catalogue's message.
    meta: { handlesOwnErrors: true },
  });
}
