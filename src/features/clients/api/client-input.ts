import type { PostgrestError } from '@supabase/supabase-js';
import { z } from 'zod';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { columnOfCheckViolation, type FieldErrors, FieldsRefused } from '@/lib/forms/field-errors.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import {
  optionalEmail,
  optionalPhone,
  optionalSenderDomain,
  optionalSenderName,
  optionalWebsite,
  requiredName,
} from '@/lib/forms/field-rules.ts';
import { LOCALES } from '@/lib/i18n/locales.ts';

/**
 * What the add and edit forms write. The sender is optional (campaigns then use the workspace's);
 * a domain needs a name (SPEC §5, "The sender information cannot be empty"), while a name without
 * a domain sends from Pitchcraft's shared domain.
 */
export const clientInput = z
  .object({
    name: requiredName(120),
    website: optionalWebsite,
    contact_email: optionalEmail,
    contact_phone: optionalPhone,
    sender_name: optionalSenderName,
    sender_domain: optionalSenderDomain,
    /** The language of the client's reports and of the links shared with them. */
    report_locale: z.enum(LOCALES),
  })
  .superRefine((client, context) => {
    if (client.sender_domain && !client.sender_name) {
      context.addIssue({ code: 'custom', path: ['sender_name'], message: fieldMessages.senderRequired.id });
    }
  });

export type ClientInput = z.infer<typeof clientInput>;
export type ClientField = keyof ClientInput;

const messageOfColumn: Record<ClientField, FieldErrors<ClientField>[ClientField]> = {
  name: { message: fieldMessages.required },
  website: { message: fieldMessages.website },
  contact_email: { message: fieldMessages.email },
  contact_phone: { message: fieldMessages.phone },
  sender_name: { message: fieldMessages.senderNameCharacters },
  sender_domain: { message: fieldMessages.domain },
  report_locale: { message: fieldMessages.required },
};

/** A refusal of a check constraint becomes the field's message; anything else keeps its status. */
export function clientWriteError(error: PostgrestError, status: number): Error {
  const column = columnOfCheckViolation(error, 'clients');
  if (column && column in messageOfColumn) {
    const field = column as ClientField;
    return new FieldsRefused<ClientField>({ [field]: messageOfColumn[field] });
  }
  return new HttpError(status, error.message);
}
