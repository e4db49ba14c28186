import type { Database } from '@/lib/database.types.ts';

type CampaignStatus = Database['public']['Enums']['campaign_status'];
type SubscriptionStatus = Database['public']['Enums']['subscription_status'];

export type VisibilitySubscription = { status: SubscriptionStatus; current_period_end: string | null };

/**
 * Whether visitors see a landing page, and if not, why (what its owner is told):
 * - `not_published`: the page is a draft (or ready, or archived);
 * - `requires_subscription`: published, but no subscription was ever paid (none, or a checkout
 *   left unfinished);
 * - `live`: published with an active or trialing subscription whose period has not ended;
 * - `past_due`: published, the subscription is open but its renewal was not paid (past due,
 *   unpaid, paused, or a period that ended without renewal);
 * - `canceled`: published, and its subscription was canceled.
 */
export type PageVisibility = 'not_published' | 'requires_subscription' | 'live' | 'past_due' | 'canceled';

const UNPAID_OPEN: readonly SubscriptionStatus[] = ['past_due', 'unpaid', 'paused'];

/** Paid for now: public.page_is_live's condition on the subscription. */
export const subscriptionCoversNow = (subscription: VisibilitySubscription, now: number) =>
  (subscription.status === 'active' || subscription.status === 'trialing') &&
  (subscription.current_period_end === null || Date.parse(subscription.current_period_end) > now);

/**
 * public.page_is_live's rule (published and a subscription covering now), the one place the app
 * repeats it, plus the reason a page is not live. Read in the browser so a list of pages costs one
 * request; the server's function stays the authority for visitors.
 */
export function pageVisibility(
  status: CampaignStatus,
  subscriptions: readonly VisibilitySubscription[],
  now: number = Date.now(),
): PageVisibility {
  if (status !== 'published') return 'not_published';
  if (subscriptions.some((subscription) => subscriptionCoversNow(subscription, now))) return 'live';
  if (
    subscriptions.some(
      (subscription) =>
        UNPAID_OPEN.includes(subscription.status) ||
        subscription.status === 'active' ||
        subscription.status === 'trialing',
    )
  ) {
    return 'past_due';
  }
  if (subscriptions.some((subscription) => subscription.status === 'canceled')) return 'canceled';
  return 'requires_subscription';
}
