/**
 * What each Stripe event does to a purchase. Every change names the states it may leave, so events
 * arriving twice, late or out of order never undo a later truth: an expiry after the payment never
 * unpays, a completion after a refund never pays again, a failure never touches a paid purchase.
 */

import type Stripe from 'stripe';
import { isUuid } from '../ids.ts';
import type { PurchaseStatus, PurchaseStore, PurchaseView } from './store.ts';

export type EventOutcome = PurchaseStatus | 'unchanged' | 'ignored' | 'unknown_purchase';

/** A refund wins over everything; a payment over anything but a refund; the rest only end a pending one. */
const FROM: Record<Exclude<PurchaseStatus, 'pending'>, readonly PurchaseStatus[]> = {
  paid: ['pending', 'failed', 'expired'],
  failed: ['pending'],
  expired: ['pending'],
  refunded: ['pending', 'paid', 'failed', 'expired'],
};

export interface EventDeps {
  store: PurchaseStore;
  /** With a secret key: reads a payment intent's metadata when a refund arrives before its payment. */
  stripe?: Stripe;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** The purchase a session belongs to: by its saved session id, else the purchase id it carries. */
async function purchaseForSession(store: PurchaseStore, session: Stripe.Checkout.Session) {
  const bySession = await store.purchaseBySession(session.id);
  if (bySession) return bySession;
  const reference = session.client_reference_id ?? session.metadata?.purchaseId;
  if (!isUuid(reference)) return null;
  const purchase = await store.purchase(reference);
  // Ours, but the checkout's answer was lost before the session id was saved: adopt it.
  if (purchase && !purchase.checkoutSessionId) {
    await store.attachCheckoutSession(purchase.id, session.id);
    return purchase;
  }
  return null;
}

async function purchaseForPaymentIntent(deps: EventDeps, paymentIntentId: string) {
  const known = await deps.store.purchaseByPaymentIntent(paymentIntentId);
  if (known || !deps.stripe) return known;
  const intent = await deps.stripe.paymentIntents.retrieve(paymentIntentId);
  const reference = intent.metadata?.purchaseId;
  return isUuid(reference) ? deps.store.purchase(reference) : null;
}

async function move(
  store: PurchaseStore,
  purchase: PurchaseView,
  to: Exclude<PurchaseStatus, 'pending'>,
  extra: { paidAt?: string; paymentIntentId?: string } = {},
): Promise<EventOutcome> {
  const changed = await store.changePurchase(purchase.id, FROM[to], { status: to, ...extra });
  return changed ? to : 'unchanged';
}

export async function applyStripeEvent(event: Stripe.Event, deps: EventDeps): Promise<EventOutcome> {
  const occurredAt = new Date(event.created * 1000).toISOString();
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      if (session.mode !== 'payment') return 'ignored';
      const purchase = await purchaseForSession(deps.store, session);
      if (!purchase) return 'unknown_purchase';
      const paymentIntentId = idOf(session.payment_intent);
      const intent = paymentIntentId ? { paymentIntentId } : {};
      if (event.type === 'checkout.session.expired') return move(deps.store, purchase, 'expired');
      if (event.type === 'checkout.session.async_payment_failed') {
        return move(deps.store, purchase, 'failed', intent);
      }
      const settled =
        event.type === 'checkout.session.async_payment_succeeded' ||
        session.payment_status === 'paid' ||
        session.payment_status === 'no_payment_required';
      if (settled) return move(deps.store, purchase, 'paid', { paidAt: occurredAt, ...intent });
      // Completed but paid by a method that settles later: stays pending until async_payment_*.
      const noted = await deps.store.changePurchase(purchase.id, ['pending'], intent);
      return noted ? 'pending' : 'unchanged';
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund leaves the package bought: recipients cannot be given back in part.
      if (!charge.refunded) return 'ignored';
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return 'ignored';
      const purchase = await purchaseForPaymentIntent(deps, paymentIntentId);
      if (!purchase) return 'unknown_purchase';
      return move(deps.store, purchase, 'refunded', { paymentIntentId });
    }
    default:
      return 'ignored';
  }
}
