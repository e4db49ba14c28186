/**
 * Counts of recipients, as recipient_summary gives them for a campaign and the dashboard adds them
 * up for many: one definition of each rate for both, so their figures agree.
 */
export type EngagementCounts = {
  already_sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  complained: number;
  unsubscribed: number;
};

export type EngagementRate = 'delivery' | 'open' | 'click' | 'bounce' | 'complaint' | 'unsubscribe';

/** A share (0..1), or null before there is anything to divide by. */
export type Rates = Record<EngagementRate, number | null>;

/**
 * Open, click, complaint and unsubscribe rates of the messages delivered; the delivery and bounce
 * rates of the messages sent, since a bounced message is never delivered (as mailbox providers
 * count it).
 */
export function engagementRates(counts: EngagementCounts): Rates {
  const share = (part: number, whole: number) => (whole > 0 ? Math.min(part / whole, 1) : null);
  return {
    delivery: share(counts.delivered, counts.already_sent),
    open: share(counts.opened, counts.delivered),
    click: share(counts.clicked, counts.delivered),
    bounce: share(counts.bounced, counts.already_sent),
    complaint: share(counts.complained, counts.delivered),
    unsubscribe: share(counts.unsubscribed, counts.delivered),
  };
}

/** Below this many delivered messages, or this soon after the first send, rates still move a lot. */
export const FEW_DELIVERED = 20;
export const COLLECTING_HOURS = 24;

/** SPEC §4: analytics take time to collect — say so while the figures are few or fresh. */
export function analyticsStillCollecting(delivered: number, firstSentAt: string | null, now: Date): boolean {
  if (delivered < FEW_DELIVERED) return true;
  if (!firstSentAt) return true;
  return now.getTime() - new Date(firstSentAt).getTime() < COLLECTING_HOURS * 3_600_000;
}
