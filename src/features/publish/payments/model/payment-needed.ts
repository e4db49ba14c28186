/** Recipients allowed by the campaign's paid packages, held by its sends, and left. */
export type CampaignUsage = { allowed: number; used: number; remaining: number };

/** SPEC §4: why the campaign package paywall shows. `default` is a purchase the user chose. */
export type PaymentNeededReason = 'no_payment' | 'no_recipients_left' | 'default';

/**
 * Why this campaign cannot send as it stands, or null when it can: never paid, or an allowance
 * used up or smaller than the recipients waiting to be sent.
 */
export function paymentNeededReason(
  usage: CampaignUsage,
  waitingRecipients: number,
): PaymentNeededReason | null {
  if (usage.allowed === 0) return 'no_payment';
  if (usage.remaining === 0 || usage.remaining < waitingRecipients) return 'no_recipients_left';
  return null;
}

/** Which SPEC §8 usage message applies: none paid, none left, a few left, or all is well. */
export type UsageNotice =
  | { kind: 'no_payment_information' }
  | { kind: 'none_remaining' }
  | { kind: 'low'; remaining: number }
  | null;

/** At or under this share of the allowance, what is left is called out. */
const LOW_SHARE = 0.1;

export function usageNotice(usage: CampaignUsage, waitingRecipients: number): UsageNotice {
  if (usage.allowed === 0) return { kind: 'no_payment_information' };
  if (usage.remaining === 0) return { kind: 'none_remaining' };
  if (usage.remaining < waitingRecipients || usage.remaining <= usage.allowed * LOW_SHARE) {
    return { kind: 'low', remaining: usage.remaining };
  }
  return null;
}
