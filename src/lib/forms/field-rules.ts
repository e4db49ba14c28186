import type { MessageDescriptor } from '@lingui/core';
import { isEmailAddress } from '@shared/email-address.ts';
import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { isVisibleText } from './visible-text.ts';

/**
 * Field rules shared by the forms that write contact and sender columns (workspace settings,
 * clients). They mirror the database's checks (docs/database.md, Validation), so a user hears
 * about a bad value before the database refuses it. Zod issues carry a message id from
 * `fieldMessages` (`field-messages.ts`); `fieldErrorText` turns it into the reader's language.
 */
const message = (descriptor: MessageDescriptor) => ({ message: descriptor.id });

// The database's patterns (private.is_valid_domain, is_valid_phone); the e-mail rule is shared
// with the functions (@shared/email-address.ts).
const DOMAIN_PATTERN = /^[A-Za-z0-9]+(-+[A-Za-z0-9]+)*(\.[A-Za-z0-9]+(-+[A-Za-z0-9]+)*)*\.[A-Za-z][A-Za-z]+$/;
const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{5,24}$/;
const SENDER_NAME_FORBIDDEN = /[\r\n<>"]/;

/** Whether a tidied domain passes the database's private.is_valid_domain. */
export const isDomainName = (domain: string) => DOMAIN_PATTERN.test(domain);

/** Whether a sender name keeps out what would break the From header (private.is_valid_sender_name). */
export const isSenderNameClean = (name: string) => !SENDER_NAME_FORBIDDEN.test(name);

/** "https://Mail.Example.com/" as people paste it becomes "mail.example.com". */
export const tidyDomain = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/\/+$/, '');

/** An empty or blank input means "no value": the column is stored as null. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;

export const requiredText = (maximum: number) =>
  z.string().trim().min(1, message(fieldMessages.required)).max(maximum, message(fieldMessages.tooLong));

/**
 * A name (of a workspace, client, campaign, sender or person): required text without control or
 * format characters, as the database's private.is_valid_name (src/lib/forms/visible-text.ts).
 */
export const requiredName = (maximum: number) =>
  requiredText(maximum).refine(isVisibleText, message(fieldMessages.nameCharacters));

/** An address someone is written to (an invitation, a client's reviewer), stored in lower case. */
export const requiredEmail = z
  .string()
  .trim()
  .min(1, message(fieldMessages.required))
  .refine(isEmailAddress, message(fieldMessages.email))
  .transform((email) => email.toLowerCase());

export const optionalEmail = z.preprocess(
  blankToNull,
  z
    .string()
    .refine(isEmailAddress, message(fieldMessages.email))
    .transform((email) => email.toLowerCase())
    .nullable(),
);

export const optionalPhone = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(PHONE_PATTERN, message(fieldMessages.phone))
    .refine((phone) => {
      const digits = phone.replace(/[^0-9]/g, '').length;
      return digits >= 7 && digits <= 15;
    }, message(fieldMessages.phone))
    .nullable(),
);

/** A web address; "example.com" is read as "https://example.com". */
export const optionalWebsite = z.preprocess(
  (value) => {
    const text = blankToNull(value);
    if (typeof text !== 'string') return text;
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  },
  z
    .string()
    .max(2048, message(fieldMessages.tooLong))
    .refine((text) => {
      try {
        const url = new URL(text);
        return (url.protocol === 'https:' || url.protocol === 'http:') && DOMAIN_PATTERN.test(url.hostname);
      } catch {
        return false;
      }
    }, message(fieldMessages.website))
    .nullable(),
);

/** The name in the From header of the emails sent. */
export const senderName = z
  .string()
  .trim()
  .min(1, message(fieldMessages.senderRequired))
  .max(100, message(fieldMessages.tooLong))
  .refine(isSenderNameClean, message(fieldMessages.senderNameCharacters))
  .refine(isVisibleText, message(fieldMessages.nameCharacters));

/** The domain emails are sent from; a pasted address such as "https://mail.example.com/" is tidied. */
export const senderDomain = z.preprocess(
  (value) => (typeof value === 'string' ? tidyDomain(value) : value),
  z
    .string()
    .min(1, message(fieldMessages.senderRequired))
    .max(253, message(fieldMessages.tooLong))
    .regex(DOMAIN_PATTERN, message(fieldMessages.domain)),
);

/** A sender that may be left out altogether (a client without one uses the workspace's). */
export const optionalSenderName = z.preprocess(blankToNull, senderName.nullable());
export const optionalSenderDomain = z.preprocess(blankToNull, senderDomain.nullable());

/**
 * Whether a workspace or client can send: it has a sender name. The domain may be left out: it is
 * then Pitchcraft's shared domain ("<name> via Pitchcraft").
 */
export const isSenderSet = (sender: { sender_name: string | null }) => Boolean(sender.sender_name?.trim());
