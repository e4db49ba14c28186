import { isEmailAddress, normalizeEmailAddress } from '@shared/email-address.ts';
import * as z from 'zod/mini';
import { fieldMessages } from '@/lib/forms/field-messages.ts';

/**
 * The address as `join_waitlist` will store it, refused here when the database would refuse it.
 * In `zod/mini` (only the checks used are bundled): the home loads this form, and classic zod
 * cost it ~24 KiB gzip (docs/frontend.md, "App weight").
 */
export const waitlistInput = z.object({
  email: z
    .string()
    .check(z.overwrite(normalizeEmailAddress), z.refine(isEmailAddress, fieldMessages.email.id)),
});
