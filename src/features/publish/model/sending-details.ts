import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isSlugShaped, slugFromName, slugMessages } from '@/content/slugs/model/slug-rule.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { fieldMessages, isDomainName, isSenderNameClean, tidyDomain } from '@/lib/forms/field-rules.ts';

export type SendingDetails = {
  sender_name: string;
  /** A verified domain's name, or '' for Pitchcraft's shared domain. */
  sender_domain: string;
  subject: string;
  preheader: string;
  slug: string;
};
export type SendingDetailsField = keyof SendingDetails;

/** What is saved: trimmed, the domain tidied, blanks as null where the column allows it. */
export type SendingDetailsInput = {
  sender_name: string;
  /** null: Pitchcraft's shared domain. */
  sender_domain: string | null;
  subject: string;
  preheader: string | null;
  slug: string | null;
};

export type DetailsError = { message: MessageDescriptor; values?: Record<string, unknown> };
export type DetailsErrors = Partial<Record<SendingDetailsField, DetailsError>>;

export const detailsMessages = {
  subjectRequired: msg`Write the subject recipients see in their inbox.`,
  sendingLocked: msg`The message cannot change while it is being sent.`,
} satisfies Record<string, MessageDescriptor>;

export const SUBJECT_MAX = 250;
const SENDER_NAME_MAX = 100;
const DOMAIN_MAX = 253;

const SLUG_MAX = 63;

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

const tooLong = (maximum: number): DetailsError => ({ message: fieldMessages.tooLong, values: { maximum } });

/** Checks the details as the database will; either the input to save or what is wrong. */
export function validateSendingDetails(
  values: SendingDetails,
): { input: SendingDetailsInput; errors?: undefined } | { input?: undefined; errors: DetailsErrors } {
  const errors: DetailsErrors = {};
  const senderName = values.sender_name.trim();
  const senderDomain = tidyDomain(values.sender_domain);
  const subject = values.subject.trim();
  const preheader = values.preheader.trim();
  const slug = values.slug.trim().toLowerCase();

  if (!senderName) errors.sender_name = { message: errorMessages.senderRequired };
  else if (senderName.length > SENDER_NAME_MAX) errors.sender_name = tooLong(SENDER_NAME_MAX);
  else if (!isSenderNameClean(senderName))
    errors.sender_name = { message: fieldMessages.senderNameCharacters };

  // An empty domain is Pitchcraft's shared domain: only a chosen one has a shape to check.
  if (senderDomain.length > DOMAIN_MAX) errors.sender_domain = tooLong(DOMAIN_MAX);
  else if (senderDomain && !isDomainName(senderDomain))
    errors.sender_domain = { message: fieldMessages.domain };

  if (!subject) errors.subject = { message: detailsMessages.subjectRequired };
  else if (subject.length > SUBJECT_MAX) errors.subject = tooLong(SUBJECT_MAX);
  if (preheader.length > SUBJECT_MAX) errors.preheader = tooLong(SUBJECT_MAX);
  if (slug && !isSlugShaped(slug)) errors.slug = { message: slugMessages.shape };

  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      sender_name: senderName,
      sender_domain: senderDomain || null,
      subject,
      preheader: preheader || null,
      slug: slug || null,
    },
  };
}
