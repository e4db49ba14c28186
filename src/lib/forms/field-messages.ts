import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the forms say under a field: zod issues carry one of these ids (`field-rules.ts`), and
 * `fieldErrorsFromZod` turns it back into the message. Apart from the rules, so a form that needs
 * the messages alone (the home's waitlist) does not bring zod (docs/frontend.md, "App weight").
 */
export const fieldMessages = {
  required: msg({ id: 'forms.required', message: 'Fill in this field.' }),
  tooLong: msg({ id: 'forms.too-long', message: 'Use at most {maximum} characters.' }),
  email: msg({ id: 'forms.email', message: 'Enter a valid email' }),
  phone: msg({ id: 'forms.phone', message: 'Enter a phone number with 7 to 15 digits.' }),
  website: msg({ id: 'forms.website', message: 'Enter a web address, such as https://example.com.' }),
  domain: msg({ id: 'forms.domain', message: 'Enter a domain name, such as mail.example.com.' }),
  senderNameCharacters: msg({
    id: 'forms.sender-name-characters',
    message: 'The sender name cannot contain quotes, angle brackets or line breaks.',
  }),
  nameCharacters: msg({
    id: 'forms.name-characters',
    message: 'Remove the invisible characters (such as zero-width spaces or text direction marks).',
  }),
  /** SPEC §5: a sender needs both its name and its domain; also the refusal `sender_required`'s sentence. */
  senderRequired: msg({ id: 'refusals.sender_required', message: 'The sender information cannot be empty' }),
} satisfies Record<string, MessageDescriptor>;
