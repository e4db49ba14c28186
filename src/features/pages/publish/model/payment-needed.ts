import type { PageSubscription } from '../api/page-subscriptions.ts';

/** SPEC §4: why the web page paywall shows. */
export type WebpagePaymentNeededReason = 'no_payment' | 'no_webpage_left' | 'default';

/** Statuses that no longer hold the page: a new checkout may start. */
const FINISHED: readonly PageSubscription['status'][] = ['canceled', 'incomplete_expired'];

/** A subscription still open (paid, or a renewal being retried): manage it rather than buy again. */
export const openSubscription = (subscriptions: readonly PageSubscription[]) =>
  subscriptions.find(
    (subscription) => !FINISHED.includes(subscription.status) && subscription.status !== 'incomplete',
  );

/**
 * Why the page needs a plan, or null when it has one to manage instead:
 * - `no_webpage_left`: it had a plan that ended (canceled or expired), so it stopped being shown;
 * - `no_payment`: it is published and was never paid for, so visitors cannot see it;
 * - `default`: it is not published yet and was never paid for: the user may subscribe ahead.
 * An unfinished checkout (`incomplete`) counts as never paid.
 */
export function webpagePaymentNeededReason(
  published: boolean,
  subscriptions: readonly PageSubscription[],
): WebpagePaymentNeededReason | null {
  if (openSubscription(subscriptions)) return null;
  if (subscriptions.some((subscription) => subscription.status === 'canceled')) return 'no_webpage_left';
  return published ? 'no_payment' : 'default';
}
