/**
 * A page's webpage plan checkout: `{ campaignId, planId, locale? }` → `{ url, subscriptionId }`.
 * The page is read with the caller's token; the page_subscriptions row is written with the service
 * role as `incomplete`, and only stripe-webhook moves it on. A page has one open subscription (a
 * unique index): an active (or past due, paused…) one answers 409 already_subscribed; an abandoned
 * `incomplete` one, never linked to Stripe, is started again with the new plan and its earlier
 * Stripe session expired.
 */

import type Stripe from 'stripe';
import { paymentRoute } from '../_shared/billing/billing-deps.ts';
import { functionsUrl } from '../_shared/billing/environment.ts';
import type { PlanRow, SubscriptionStore } from '../_shared/billing/subscription-store.ts';
import { type PageTarget, subscriptionCancelUrl, subscriptionSuccessUrl } from '../_shared/billing/urls.ts';
import type { Locale } from '../_shared/content/brief.ts';
import type { Caller } from '../_shared/http/caller.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import type { CheckoutDeps } from './deps.ts';

export interface SubscriptionCheckoutInput {
  campaignId: string;
  planId: string;
  locale?: Locale;
}

export async function startSubscriptionCheckout(
  deps: CheckoutDeps,
  caller: Caller,
  input: SubscriptionCheckoutInput,
): Promise<{ url: string; subscriptionId: string }> {
  const buyer = deps.buyer(caller.authorization);
  const page = await buyer.campaign(input.campaignId);
  if (!page) throw new Refusal('campaign_not_found');
  if (page.kind !== 'page') {
    throw new Refusal('invalid_request', {
      issues: [{ path: 'campaignId', message: 'Webpage plans are for landing pages.' }],
    });
  }
  const plan = await buyer.activePlan(input.planId);
  if (!plan) throw new Refusal('plan_not_found');

  const { stripe, site } = paymentRoute(deps, 'checkout', 'checkout');

  const store = deps.subscriptions();
  const { id: subscriptionId, previousSession } = await openIncompleteSubscription(store, {
    workspaceId: page.workspaceId,
    campaignId: page.id,
    planId: plan.id,
    createdBy: caller.userId,
  });
  // The abandoned attempt's session can no longer be paid: one page, one subscription.
  if (stripe && previousSession && !previousSession.startsWith('cs_local_')) {
    await stripe.checkout.sessions.expire(previousSession).catch((error) => {
      console.warn('checkout: could not expire the earlier session', previousSession, error?.message);
    });
  }
  const target: PageTarget = { workspaceId: page.workspaceId, campaignId: page.id };

  if (!stripe) {
    const sessionId = `cs_local_${crypto.randomUUID().replaceAll('-', '')}`;
    await store.attachCheckoutSession(subscriptionId, sessionId);
    return {
      url: `${functionsUrl(deps.env)}/local-checkout?session=${sessionId}&locale=${input.locale ?? 'en'}`,
      subscriptionId,
    };
  }

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      subscriptionSessionParams(plan, target, subscriptionId, site, input.locale),
      // A restarted row gets a new session: the key names the attempt, not only the row.
      { idempotencyKey: `subscribe-${subscriptionId}-${crypto.randomUUID()}` },
    );
  } catch (error) {
    console.error('checkout: Stripe refused the subscription session', error);
    throw new Refusal('payment_unavailable');
  }
  await store.attachCheckoutSession(subscriptionId, session.id);
  if (!session.url) throw new Refusal('payment_unavailable');
  return { url: session.url, subscriptionId };
}

async function openIncompleteSubscription(
  store: SubscriptionStore,
  row: { workspaceId: string; campaignId: string; planId: string; createdBy: string },
): Promise<{ id: string; previousSession?: string }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const open = await store.openSubscription(row.campaignId);
    if (open) {
      if (open.status === 'incomplete' && !open.stripeSubscriptionId) {
        if (await store.restartSubscription(open.id, row.planId, row.createdBy)) {
          return { id: open.id, previousSession: open.stripeCheckoutSessionId ?? undefined };
        }
        continue; // linked or moved on meanwhile: look again
      }
      throw new Refusal('already_subscribed');
    }
    const created = await store.createSubscription(row);
    if (created !== 'taken') return { id: created };
  }
  throw new Refusal('already_subscribed');
}

export function subscriptionSessionParams(
  plan: PlanRow,
  target: PageTarget,
  subscriptionId: string,
  site: string,
  locale: Locale | undefined,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    pageSubscriptionId: subscriptionId,
    campaignId: target.campaignId,
    workspaceId: target.workspaceId,
    planId: plan.id,
  };
  return {
    mode: 'subscription',
    line_items: [
      plan.stripePriceId
        ? { price: plan.stripePriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: plan.currency,
              unit_amount: plan.monthlyPriceCents,
              recurring: { interval: 'month' },
              product_data: { name: `Pitchcraft ${plan.name} webpage plan` },
            },
          },
    ],
    metadata,
    // Subscription and invoice events carry the row too.
    subscription_data: { metadata },
    client_reference_id: subscriptionId,
    success_url: subscriptionSuccessUrl(site, target, subscriptionId),
    cancel_url: subscriptionCancelUrl(site, target),
    locale: locale ?? 'auto',
  };
}
