/**
 * The e-mail address rule of the database (`private.normalize_email` and `private.is_valid_email`,
 * which every email column's check and every function taking an address use): the one copy the
 * app's forms, the recipient upload and the functions check with before the database sees a value.
 * supabase/tests/email-address.test.ts proves both agree; change them together.
 */

/** The characters `normalize_email` trims: space, tab, CR, LF, no-break space and the BOM. */
const TRIMMED = ' \t\r\n\u00a0\ufeff';

const ADDRESS_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9]+(-+[A-Za-z0-9]+)*(\.[A-Za-z0-9]+(-+[A-Za-z0-9]+)*)*\.([A-Za-z][A-Za-z]+|xn--[A-Za-z0-9-]+)$/;

export const MIN_ADDRESS_LENGTH = 6;
export const MAX_ADDRESS_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;

/** `btrim(email, e' \t\r\n\u00a0\ufeff')` followed by `lower(…)`. */
export function normalizeEmailAddress(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (start < end && TRIMMED.includes(raw.charAt(start))) start++;
  while (end > start && TRIMMED.includes(raw.charAt(end - 1))) end--;
  return lowerCase(raw.slice(start, end));
}

/**
 * Postgres lower-cases by the database's character type (C.UTF-8 on Supabase); JavaScript by
 * Unicode's full mapping. They differ only where one character becomes two (İ → i̇): the
 * database maps it to a plain i, so this does too. Every other non-ASCII letter stays non-ASCII
 * and fails the pattern either way.
 */
function lowerCase(value: string): string {
  return value.replaceAll('\u0130', 'i').toLowerCase();
}

/** Whether a text passes `private.is_valid_email` as it is (normalize it first where the database does). */
export function isEmailAddress(address: string): boolean {
  if (address.length < MIN_ADDRESS_LENGTH || address.length > MAX_ADDRESS_LENGTH) return false;
  const at = address.indexOf('@');
  const localPart = at === -1 ? address : address.slice(0, at);
  if (localPart.length > MAX_LOCAL_PART_LENGTH) return false;
  return ADDRESS_PATTERN.test(address);
}
