import { isEmailAddress, normalizeEmailAddress } from '@shared/email-address.ts';
import { z } from 'zod';
import { fieldMessages } from '@/lib/forms/field-rules.ts';

/** The address as `join_waitlist` will store it, refused here when the database would refuse it. */
export const waitlistInput = z.object({
  email: z
    .string()
    .transform(normalizeEmailAddress)
    .refine(isEmailAddress, { message: fieldMessages.email.id }),
});
