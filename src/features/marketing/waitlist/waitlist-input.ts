import { isEmailAddress, normalizeEmailAddress } from '@shared/email-address.ts';
import type { FormSchema } from '@/lib/forms/field-errors.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';

/**
 * The address as `join_waitlist` will store it, refused here when the database would refuse it.
 * A Standard Schema written by hand rather than zod: the home loads this form, and even zod/mini
 * cost it ~15 KiB gzip (docs/frontend.md, "App weight").
 */
export const waitlistInput: FormSchema<{ email: string }> = {
  '~standard': {
    validate(value) {
      const given = (value as { email?: unknown } | null)?.email;
      const email = normalizeEmailAddress(typeof given === 'string' ? given : '');
      return isEmailAddress(email)
        ? { value: { email } }
        : { issues: [{ message: fieldMessages.email.id, path: ['email'] }] };
    },
  },
};
