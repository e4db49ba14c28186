/**
 * Stripe's subscription events as the local checkout and the local portal send them (and the
 * tests): shaped as Stripe's (API 2025+: periods on the subscription's items, the invoice's
 * subscription under `parent`), then signed and delivered with deliverSignedEvent.
 */

import { localStripeId, stripeEvent } from './local-events.ts';
import type { PlanRow, SubscriptionStatus, SubscriptionView } from './subscription-store.ts';

const MONTH = 30 * 86_400;
const seconds = (value: string | null) => (value ? Math.floor(Date.parse(value) / 1000) : null);

export interface LocalStripeIds {
  subscriptionId: string;
  customerId: string;
}

export const newLocalStripeIds = (): LocalStripeIds => ({
  subscriptionId: localStripeId('sub'),
  customerId: localStripeId('cus'),
});

/** An event's `created`: now, but after the row's last applied event so that it is the newer one. */
export function nextEventTime(row: Pick<SubscriptionView, 'stateAt'>, now = Date.now()) {
  const last = seconds(row.stateAt) ?? 0;
  return Math.max(Math.floor(now / 1000), last + 1);
}

const metadataOf = (row: SubscriptionView) => ({
  pageSubscriptionId: row.id,
  campaignId: row.campaignId,
  workspaceId: row.workspaceId,
  planId: row.planId,
});

export interface SubscriptionShape {
  status: SubscriptionStatus;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: number | null;
}

export function subscriptionObject(
  row: SubscriptionView,
  plan: PlanRow,
  ids: LocalStripeIds,
  shape: SubscriptionShape,
) {
  return {
    id: ids.subscriptionId,
    object: 'subscription',
    customer: ids.customerId,
    status: shape.status,
    cancel_at_period_end: shape.cancelAtPeriodEnd ?? false,
    cancel_at: shape.cancelAtPeriodEnd ? shape.periodEnd : null,
    canceled_at: shape.canceledAt ?? null,
    ended_at: shape.status === 'canceled' ? (shape.canceledAt ?? null) : null,
    created: shape.periodStart,
    start_date: shape.periodStart,
    livemode: false,
    metadata: metadataOf(row),
    items: {
      object: 'list',
      data: [
        {
          id: localStripeId('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: shape.periodStart,
          current_period_end: shape.periodEnd,
          price: {
            id: plan.stripePriceId ?? `price_local_${plan.id}`,
            object: 'price',
            currency: plan.currency,
            unit_amount: plan.monthlyPriceCents,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
  };
}

export function invoiceObject(
  row: SubscriptionView,
  plan: PlanRow,
  ids: LocalStripeIds,
  period: { start: number; end: number },
  options: { paid: boolean; reason?: string; invoiceId?: string } = { paid: true },
) {
  return {
    id: options.invoiceId ?? localStripeId('in'),
    object: 'invoice',
    customer: ids.customerId,
    status: options.paid ? 'paid' : 'open',
    billing_reason: options.reason ?? 'subscription_create',
    amount_due: plan.monthlyPriceCents,
    amount_paid: options.paid ? plan.monthlyPriceCents : 0,
    currency: plan.currency,
    status_transitions: { paid_at: options.paid ? period.start : null },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: ids.subscriptionId, metadata: metadataOf(row) },
    },
    lines: {
      object: 'list',
      data: [{ id: localStripeId('il'), object: 'line_item', period, metadata: metadataOf(row) }],
    },
  };
}

export function subscriptionSessionObject(
  row: SubscriptionView,
  plan: PlanRow,
  ids: LocalStripeIds | null,
  urls: { successUrl: string; cancelUrl: string },
  created: number,
) {
  return {
    id: row.stripeCheckoutSessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: ids ? 'complete' : 'expired',
    payment_status: ids ? 'paid' : 'unpaid',
    amount_total: plan.monthlyPriceCents,
    currency: plan.currency,
    client_reference_id: row.id,
    customer: ids?.customerId ?? null,
    subscription: ids?.subscriptionId ?? null,
    metadata: metadataOf(row),
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
    created,
    expires_at: created + 86_400,
    livemode: false,
  };
}

/** Pay on the local checkout: the session completed, the subscription created active, its first invoice paid. */
export function localSubscribeEvents(
  row: SubscriptionView,
  plan: PlanRow,
  urls: { successUrl: string; cancelUrl: string },
  created = nextEventTime(row),
) {
  const ids = newLocalStripeIds();
  const period = { start: created, end: created + MONTH };
  return [
    stripeEvent(
      'checkout.session.completed',
      subscriptionSessionObject(row, plan, ids, urls, created),
      created,
    ),
    stripeEvent(
      'customer.subscription.created',
      subscriptionObject(row, plan, ids, {
        status: 'active',
        periodStart: period.start,
        periodEnd: period.end,
      }),
      created,
    ),
    stripeEvent('invoice.paid', invoiceObject(row, plan, ids, period), created),
  ];
}

export type PortalAction = 'cancel_at_period_end' | 'cancel_now' | 'resume';

/** What the customer portal sends for an action on a linked subscription. */
export function localPortalEvent(
  row: SubscriptionView,
  plan: PlanRow,
  action: PortalAction,
  now = Date.now(),
) {
  const created = nextEventTime(row, now);
  const ids = { subscriptionId: row.stripeSubscriptionId ?? '', customerId: row.stripeCustomerId ?? '' };
  const periodStart = seconds(row.currentPeriodStart) ?? created;
  const periodEnd = seconds(row.currentPeriodEnd) ?? created + MONTH;
  if (action === 'cancel_now') {
    return stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject(row, plan, ids, { status: 'canceled', periodStart, periodEnd, canceledAt: created }),
      created,
    );
  }
  const ending = action === 'cancel_at_period_end';
  return stripeEvent(
    'customer.subscription.updated',
    subscriptionObject(row, plan, ids, {
      status: row.status,
      periodStart,
      periodEnd,
      cancelAtPeriodEnd: ending,
      canceledAt: ending ? created : null,
    }),
    created,
  );
}
