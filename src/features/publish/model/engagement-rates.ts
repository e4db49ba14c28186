/** Counts of a campaign's recipients, as recipient_summary gives them. */
export type EngagementCounts = {
  already_sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  complained: number;
};

export type EngagementRate = 'open' | 'click' | 'bounce' | 'complaint';

/** A share (0..1), or null before there is anything to divide by. */
export type Rates = Record<EngagementRate, number | null>;

/**
 * Open, click and complaint rates of the messages delivered; the bounce rate of the messages sent,
 * since a bounced message is never delivered (as mailbox providers count it).
 */
export function engagementRates(counts: EngagementCounts): Rates {
  const share = (part: number, whole: number) => (whole > 0 ? Math.min(part / whole, 1) : null);
  return {
    open: share(counts.opened, counts.delivered),
    click: share(counts.clicked, counts.delivered),
    bounce: share(counts.bounced, counts.already_sent),
    complaint: share(counts.complained, counts.delivered),
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
