import { z } from 'zod';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { optionalEmail, optionalPhone, requiredName } from '@/lib/forms/field-rules.ts';

/** The contact and registration form (SPEC §2, §5); the same limits as `submit_contact`. */
export const contactInput = z.object({
  firstName: requiredName(100),
  lastName: requiredName(100),
  // The shared rule lets a blank address through as "none"; here the address is what we answer.
  email: optionalEmail.refine((email) => email !== null, { message: fieldMessages.required.id }),
  phone: optionalPhone,
});

export type ContactInput = z.infer<typeof contactInput>;
export type ContactField = keyof ContactInput;
