/**
 * What a page's lead form sends, checked as the database checks it (`leads` constraints,
 * `private.is_valid_email`, `private.is_valid_phone`), so a visitor hears what to fix instead of a
 * refused insert. Platform-neutral.
 */

import { isEmailAddress, normalizeEmailAddress } from '../email-address.ts';

export type LeadField = 'firstName' | 'lastName' | 'email' | 'phone';
export const LEAD_FIELDS: readonly LeadField[] = ['firstName', 'lastName', 'email', 'phone'];

export const MAX_NAME_LENGTH = 100;
export const MAX_PHONE_LENGTH = 40;

/** Why a field was refused; the submit-lead function words each in the page's language. */
export type LeadFieldProblem = 'required' | 'too_long' | 'invalid';

export interface LeadValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

export type LeadCheck =
  | { ok: true; values: LeadValues }
  | { ok: false; problems: Partial<Record<LeadField, LeadFieldProblem>> };

// `< >`, and what the database's private.is_valid_name refuses in every name (the app's
// src/lib/forms/visible-text.ts): controls, format characters such as right-to-left overrides and
// zero-width spaces, and line and paragraph separators.
const UNSAFE_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>]/u;
const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{5,24}$/;

/** `private.is_valid_phone`: digits, spaces and ( ) . - with an optional leading +, 7 to 15 digits. */
export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/[^0-9]/g, '').length;
  return PHONE_PATTERN.test(phone) && digits >= 7 && digits <= 15;
}

function nameProblem(value: string): LeadFieldProblem | null {
  if (value.length === 0) return 'required';
  if (value.length > MAX_NAME_LENGTH) return 'too_long';
  return UNSAFE_NAME.test(value) ? 'invalid' : null;
}

/** Stored for a name the form does not ask: the table needs both names. */
export const NAME_NOT_ASKED = '—';

/**
 * Checks the fields the form asks (`asked`: the page document's leadForm.fields; each one asked is
 * required unless it is in `optional`, its optionalFields, and then checked only when filled). The
 * email is always required: a lead is a way to reach someone, and the table needs it. A name the
 * form does not ask is stored as NAME_NOT_ASKED; a phone it does not ask, or left empty, as null.
 */
export function checkLead(
  raw: Partial<Record<LeadField, string>>,
  asked: readonly LeadField[],
  optional: readonly LeadField[] = [],
): LeadCheck {
  const problems: Partial<Record<LeadField, LeadFieldProblem>> = {};
  const wants = new Set(asked);
  const mayBeEmpty = new Set(optional);
  const firstName = (raw.firstName ?? '').trim();
  const lastName = (raw.lastName ?? '').trim();
  const email = normalizeEmailAddress(raw.email ?? '');
  const phone = (raw.phone ?? '').trim();

  for (const [field, value] of [
    ['firstName', firstName],
    ['lastName', lastName],
  ] as const) {
    const skipped = value.length === 0 && mayBeEmpty.has(field);
    const problem = wants.has(field) && !skipped ? nameProblem(value) : null;
    if (problem) problems[field] = problem;
  }
  if (email.length === 0) problems.email = 'required';
  else if (!isEmailAddress(email)) problems.email = 'invalid';
  if (wants.has('phone') && !(phone.length === 0 && mayBeEmpty.has('phone'))) {
    if (phone.length === 0) problems.phone = 'required';
    else if (phone.length > MAX_PHONE_LENGTH) problems.phone = 'too_long';
    else if (!isValidPhone(phone)) problems.phone = 'invalid';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    values: {
      firstName: wants.has('firstName') && firstName ? firstName : NAME_NOT_ASKED,
      lastName: wants.has('lastName') && lastName ? lastName : NAME_NOT_ASKED,
      email,
      phone: wants.has('phone') && phone ? phone : null,
    },
  };
}
