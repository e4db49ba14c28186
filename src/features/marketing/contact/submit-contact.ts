import { useMutation } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';
import type { ContactInput } from './contact-input.ts';

/** The database's limit of requests per connection (429): the form says to wait instead of failing. */
export class ContactThrottledError extends Error {
  constructor() {
    super('submit_contact: too many requests from this address');
    this.name = 'ContactThrottledError';
  }
}

/** Stores the visitor's details (`submit_contact`, open to anonymous visitors). */
export async function submitContact(input: ContactInput, locale: 'en' | 'es'): Promise<void> {
  const { error, status } = await supabase.rpc('submit_contact', {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email ?? '',
    phone: input.phone ?? undefined,
    locale,
  });
  if (status === 429) throw new ContactThrottledError();
  if (error) throw new HttpError(status, error.message);
}

export function useSubmitContact() {
  return useMutation({
    mutationFn: ({ input, locale }: { input: ContactInput; locale: 'en' | 'es' }) =>
      submitContact(input, locale),
    // The form says what went wrong in place, with the catalogue's message.
    meta: { handlesOwnErrors: true },
  });
}
