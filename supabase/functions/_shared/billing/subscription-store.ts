/**
 * What the webpage plan functions read and write: page_subscriptions and the plan's monthly
 * recipient credits, always with the service role (the buyer's reads go through BuyerReads).
 * Tests swap in _shared/testing/subscription-memory-store.ts.
 */

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

/** Statuses that end a subscription: the page may then be subscribed again. */
export const FINISHED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export interface PlanRow {
  id: string;
  name: string;
  monthlyPriceCents: number;
  currency: string;
  monthlyRecipients: number;
  features: string[];
  stripePriceId: string | null;
}

export interface SubscriptionView {
  id: string;
  workspaceId: string;
  /** The page; null once it was deleted (the row stays, so Stripe's events still find it). */
  campaignId: string | null;
  planId: string;
  status: SubscriptionStatus;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  stripeCheckoutSessionId: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  /** The Stripe `created` time of the last event whose state was applied. */
  stateAt: string | null;
}

export interface NewSubscription {
  workspaceId: string;
  campaignId: string;
  planId: string;
  createdBy: string;
}

/** The state a Stripe event reports; absent fields stay as they are. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodStart?: string | null;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: string | null;
  /** Another plan the subscription now bills (a plan change in Stripe's customer portal). */
  planId?: string;
}

export interface RecipientCredit {
  subscription: SubscriptionView;
  invoiceId: string;
  recipients: number;
  paidAt: string;
}

export interface SubscriptionStore {
  plan(planId: string): Promise<PlanRow | null>;
  /** The plan whose webpage_plans.stripe_price_id this is. */
  planByStripePrice(stripePriceId: string): Promise<PlanRow | null>;
  /** The page's subscription that is not finished (at most one: a unique index). */
  openSubscription(campaignId: string): Promise<SubscriptionView | null>;
  /** The newest subscription of the page that has a Stripe customer (for the portal). */
  latestWithCustomer(campaignId: string): Promise<SubscriptionView | null>;
  /** A new `incomplete` row; 'taken' when another open one won the race. */
  createSubscription(input: NewSubscription): Promise<string | 'taken'>;
  /** An abandoned `incomplete` row is started again with this plan (only while incomplete). */
  restartSubscription(id: string, planId: string, createdBy: string): Promise<boolean>;
  attachCheckoutSession(id: string, sessionId: string): Promise<void>;
  subscription(id: string): Promise<SubscriptionView | null>;
  subscriptionBySession(sessionId: string): Promise<SubscriptionView | null>;
  subscriptionByStripeId(stripeSubscriptionId: string): Promise<SubscriptionView | null>;
  /** Saves Stripe's subscription and customer ids where they are still unknown. */
  link(id: string, ids: { stripeSubscriptionId?: string; stripeCustomerId?: string }): Promise<void>;
  /**
   * Applies the state only when `at` is newer than the last applied event's, or as new with a
   * status at least as far along (see subscription-events.ts), and the row's status is in `from`
   * when given; sets stripe_state_at = at. True when it did.
   */
  applyState(
    id: string,
    state: SubscriptionState,
    at: string,
    from?: readonly SubscriptionStatus[],
  ): Promise<boolean>;
  /** A paid campaign_purchases row for the invoice; false when the invoice was already credited. */
  creditRecipients(credit: RecipientCredit): Promise<boolean>;
}

/** How far along a status is, for events of the same second: a later stage wins a tie. */
export const STAGE: Record<SubscriptionStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 1,
  past_due: 2,
  unpaid: 2,
  paused: 2,
  canceled: 3,
  incomplete_expired: 3,
};

/** The statuses an event of `status` may replace when it is exactly as new as the last one. */
export const replaceableAtTie = (status: SubscriptionStatus) =>
  (Object.keys(STAGE) as SubscriptionStatus[]).filter((current) => STAGE[current] <= STAGE[status]);

/** The pure rule both stores apply. */
export function stateApplies(
  row: Pick<SubscriptionView, 'status' | 'stateAt'>,
  status: SubscriptionStatus,
  at: string,
  from?: readonly SubscriptionStatus[],
): boolean {
  if (from && !from.includes(row.status)) return false;
  if (!row.stateAt) return true;
  const last = Date.parse(row.stateAt);
  const next = Date.parse(at);
  if (next > last) return true;
  return next === last && replaceableAtTie(status).includes(row.status);
}
