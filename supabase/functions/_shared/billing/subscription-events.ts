/**
 * What Stripe's subscription events do to a page's subscription (docs/payments.md "Webpage plans").
 *
 * Out of order: every state change carries the event's `created` time and is applied only when it
 * is newer than the last applied one (page_subscriptions.stripe_state_at); an event of the same
 * second wins only with a status at least as far along (incomplete < active/trialing < past_due/
 * unpaid/paused < canceled/incomplete_expired). So a late `created` never undoes a payment, and a
 * canceled subscription becomes active again only when a newer event says so. Invoice events also
 * name the statuses they may leave: a paid invoice never revives a canceled or paused subscription.
 */

import type Stripe from 'stripe';
import { isUuid } from '../ids.ts';
import type {
  SubscriptionState,
  SubscriptionStatus,
  SubscriptionStore,
  SubscriptionView,
} from './subscription-store.ts';

export type SubscriptionOutcome = SubscriptionStatus | 'linked' | 'unchanged' | 'unknown_subscription';

const STATUSES = new Set<string>([
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
]);

/** Invoices that start or renew a period credit the plan's recipients; prorations do not. */
const CREDITED_REASONS = new Set(['subscription_create', 'subscription_cycle']);

export const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** Whether this handler owns the event (checkout sessions only in subscription mode). */
export function isSubscriptionEvent(event: Stripe.Event): boolean {
  if (SUBSCRIPTION_EVENTS.has(event.type)) return true;
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired') {
    return event.data.object.mode === 'subscription';
  }
  return false;
}

type Loose = Record<string, unknown>;
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof (value as Loose)?.id === 'string'
      ? ((value as Loose).id as string)
      : undefined;
const iso = (seconds: unknown) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});

/** current_period_* moved from the subscription to its items in newer API versions: read both. */
export function subscriptionState(subscription: Loose): SubscriptionState | null {
  const status = String(subscription.status ?? '');
  if (!STATUSES.has(status)) return null;
  const item = record((record(subscription.items).data as unknown[] | undefined)?.[0]);
  return {
    status: status as SubscriptionStatus,
    currentPeriodStart: iso(subscription.current_period_start ?? item.current_period_start),
    currentPeriodEnd: iso(subscription.current_period_end ?? item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    canceledAt: iso(subscription.canceled_at),
  };
}

/**
 * The plan a subscription bills, when its price is one of webpage_plans.stripe_price_id: a plan
 * changed in Stripe's customer portal arrives this way. A price made inline at checkout (no
 * stripe_price_id configured) names no plan, and the subscription keeps the one it was bought with.
 */
async function billedPlan(store: SubscriptionStore, subscription: Loose) {
  const item = record((record(subscription.items).data as unknown[] | undefined)?.[0]);
  const priceId = idOf(item.price);
  return priceId ? store.planByStripePrice(priceId) : null;
}

/** An invoice's subscription id and metadata, in the old (`subscription`) and new (`parent`) shapes. */
function invoiceSubscription(invoice: Loose) {
  const details = record(record(invoice.parent).subscription_details);
  const legacy = record(invoice.subscription_details);
  const line = record((record(invoice.lines).data as unknown[] | undefined)?.[0]);
  return {
    stripeId: idOf(invoice.subscription) ?? idOf(details.subscription),
    metadata: record(details.metadata ?? legacy.metadata ?? line.metadata),
    period: record(line.period),
  };
}

async function findSubscription(
  store: SubscriptionStore,
  ids: { stripeId?: string; sessionId?: string; metadata?: Loose; reference?: unknown },
): Promise<SubscriptionView | null> {
  if (ids.stripeId) {
    const byStripe = await store.subscriptionByStripeId(ids.stripeId);
    if (byStripe) return byStripe;
  }
  if (ids.sessionId) {
    const bySession = await store.subscriptionBySession(ids.sessionId);
    if (bySession) return bySession;
  }
  const reference = ids.metadata?.pageSubscriptionId ?? ids.reference;
  if (!isUuid(reference)) return null;
  const row = await store.subscription(reference);
  // Another Stripe subscription already owns this row: not ours to change.
  if (!row || (ids.stripeId && row.stripeSubscriptionId && row.stripeSubscriptionId !== ids.stripeId)) {
    return null;
  }
  return row;
}

export async function applySubscriptionEvent(
  event: Stripe.Event,
  store: SubscriptionStore,
): Promise<SubscriptionOutcome> {
  const at = new Date(event.created * 1000).toISOString();
  const object = event.data.object as unknown as Loose;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired': {
      const row = await findSubscription(store, {
        sessionId: String(object.id),
        metadata: record(object.metadata),
        reference: object.client_reference_id,
      });
      if (!row) return 'unknown_subscription';
      if (event.type === 'checkout.session.expired') {
        // An earlier attempt's session (the checkout was started again): the row lives on.
        if (row.stripeCheckoutSessionId !== object.id) return 'unchanged';
        const expired = await store.applyState(row.id, { status: 'incomplete_expired' }, at, ['incomplete']);
        return expired ? 'incomplete_expired' : 'unchanged';
      }
      if (!row.stripeCheckoutSessionId) await store.attachCheckoutSession(row.id, String(object.id));
      await store.link(row.id, {
        stripeSubscriptionId: idOf(object.subscription),
        stripeCustomerId: idOf(object.customer),
      });
      return 'linked';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const stripeId = String(object.id);
      const row = await findSubscription(store, { stripeId, metadata: record(object.metadata) });
      if (!row) return 'unknown_subscription';
      await store.link(row.id, { stripeSubscriptionId: stripeId, stripeCustomerId: idOf(object.customer) });
      const state = subscriptionState(object);
      if (!state) return 'unchanged';
      const billed = await billedPlan(store, object);
      if (billed && billed.id !== row.planId) state.planId = billed.id;
      if (event.type === 'customer.subscription.deleted') {
        state.status = 'canceled';
        state.canceledAt ??= iso(object.ended_at) ?? at;
      }
      return (await store.applyState(row.id, state, at)) ? state.status : 'unchanged';
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceSubscription(object);
      const row = await findSubscription(store, { stripeId: invoice.stripeId, metadata: invoice.metadata });
      if (!row) return 'unknown_subscription';
      await store.link(row.id, {
        stripeSubscriptionId: invoice.stripeId,
        stripeCustomerId: idOf(object.customer),
      });
      if (event.type === 'invoice.payment_failed') {
        const failed = await store.applyState(row.id, { status: 'past_due' }, at, [
          'active',
          'trialing',
          'past_due',
        ]);
        return failed ? 'past_due' : 'unchanged';
      }
      const paid: SubscriptionState = { status: 'active' };
      if (typeof invoice.period.end === 'number' && invoice.period.end > (invoice.period.start as number)) {
        paid.currentPeriodStart = iso(invoice.period.start);
        paid.currentPeriodEnd = iso(invoice.period.end);
      }
      const applied = await store.applyState(row.id, paid, at, [
        'incomplete',
        'active',
        'trialing',
        'past_due',
        'unpaid',
      ]);
      await creditPlanRecipients(store, row, object, at);
      return applied ? 'active' : 'unchanged';
    }
    default:
      return 'unchanged';
  }
}

/** Premium's monthly recipients: one paid campaign_purchases row per paid invoice, on the page. */
async function creditPlanRecipients(
  store: SubscriptionStore,
  row: SubscriptionView,
  invoice: Loose,
  at: string,
) {
  const invoiceId = idOf(invoice.id);
  const reason = invoice.billing_reason;
  if (!invoiceId || (typeof reason === 'string' && !CREDITED_REASONS.has(reason))) return;
  const plan = await store.plan(row.planId);
  if (!plan || plan.monthlyRecipients <= 0) return;
  const paidAt = iso(record(invoice.status_transitions).paid_at) ?? at;
  await store.creditRecipients({ subscription: row, invoiceId, recipients: plan.monthlyRecipients, paidAt });
}
