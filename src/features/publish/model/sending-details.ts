import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { isSlugShaped, slugFromName, slugMessages } from '@/content/slugs/model/slug-rule.ts';
import type { FieldErrors } from '@/lib/forms/field-errors.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { optionalSenderDomain, senderName } from '@/lib/forms/field-rules.ts';

export type SendingDetails = {
  sender_name: string;
  /** A verified domain's name, or '' for Pitchcraft's shared domain. */
  sender_domain: string;
  subject: string;
  preheader: string;
  slug: string;
};
export type SendingDetailsField = keyof SendingDetails;

export type DetailsErrors = FieldErrors<SendingDetailsField>;

export const detailsMessages = {
  subjectRequired: msg`Write the subject recipients see in their inbox.`,
  sendingLocked: msg`The message cannot change while it is being sent.`,
  scheduledLocked: msg`The message cannot change while its send is scheduled. Cancel the scheduled send to edit it.`,
} satisfies Record<string, MessageDescriptor>;

/** The messages `sendingDetailsInput`'s issues name besides the shared field messages. */
export const sendingDetailsMessages = {
  subjectRequired: detailsMessages.subjectRequired,
  slugShape: slugMessages.shape,
} satisfies Record<string, MessageDescriptor>;

export const SUBJECT_MAX = 250;
const SLUG_MAX = 63;

const tooLong = { message: fieldMessages.tooLong.id };

/**
 * The details as the database checks them, and what is saved: trimmed, the domain tidied
 * ('' is Pitchcraft's shared domain, null), blanks as null where the column allows it.
 */
export const sendingDetailsInput = z.object({
  sender_name: senderName,
  sender_domain: optionalSenderDomain,
  subject: z.string().trim().min(1, { message: 'subjectRequired' }).max(SUBJECT_MAX, tooLong),
  preheader: z
    .string()
    .trim()
    .max(SUBJECT_MAX, tooLong)
    .transform((preheader) => preheader || null),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .refine((slug) => !slug || isSlugShaped(slug), { message: 'slugShape' })
    .transform((slug) => slug || null),
});
export type SendingDetailsInput = z.output<typeof sendingDetailsInput>;

/**
 * The n-th address to propose for a name: "spring-sale", then "spring-sale-2", "spring-sale-3"…,
 * shortened so the suffix fits in a slug.
 */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** A page address from a campaign name: "Día de la Bici 2026!" → "dia-de-la-bici-2026". */
export function suggestSlug(name: string): string {
  const slug = slugFromName(name);
  return slug.length >= 3 ? slug : slug ? `${slug}-email` : '';
}
