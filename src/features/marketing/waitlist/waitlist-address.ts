import { isValidEmailAddress, normalizeEmailAddress } from '@shared/recipients/email-address.ts';

/** The address as the database will store it, or null when `join_waitlist` would refuse it. */
export function waitlistAddress(raw: string): string | null {
  const address = normalizeEmailAddress(raw);
  return isValidEmailAddress(address) ? address : null;
}
