/**
 * POST /stripe-webhook (verify_jwt = false: Stripe signs, it does not sign in). The raw body is
 * checked against the Stripe-Signature header with STRIPE_WEBHOOK_SECRET (the local checkout's
 * fixed secret only on a local stack without a key); anything unsigned is refused before a
 * single write. Each event id is handled once (webhook_events), and every purchase change is
 * guarded by the states it may leave (_shared/billing/stripe-events.ts; webpage plans:
 * subscription-events.ts, which also orders by the event's time), so replays, duplicates
 * and events out of order are safe. A failure answers 500 and leaves the event unfinished, so
 * Stripe's retry handles it again (the webhook frame: _shared/webhooks/webhook-delivery.ts).
 */

import type Stripe from 'stripe';
import {
  type Env,
  stripeClient,
  stripeWebhooks,
  webhookCrypto,
  webhookSecret,
} from '../_shared/billing/environment.ts';
import { servicePurchaseDeps } from '../_shared/billing/purchase-deps.ts';
import type { PurchaseStore } from '../_shared/billing/store.ts';
import { applyStripeEvent } from '../_shared/billing/stripe-events.ts';
import { applySubscriptionEvent, isSubscriptionEvent } from '../_shared/billing/subscription-events.ts';
import type { SubscriptionStore } from '../_shared/billing/subscription-store.ts';
import {
  RefusedDelivery,
  type VerifiedEvent,
  type WebhookSource,
  webhookEndpoint,
} from '../_shared/webhooks/webhook-delivery.ts';

export interface WebhookDeps {
  env: Env;
  store: () => PurchaseStore;
  /** Webpage plans: subscription, invoice and subscription-mode checkout events. */
  subscriptions?: () => SubscriptionStore;
  stripe?: () => Stripe | undefined;
}

const SOURCE: WebhookSource = {
  name: 'stripe-webhook',
  secretVariable: 'STRIPE_WEBHOOK_SECRET',
  secret: webhookSecret,
  sender: 'Stripe',
};

/** The raw body against the Stripe-Signature header, with the Stripe library. */
async function verify(
  payload: string,
  headers: Headers,
  secret: string,
): Promise<VerifiedEvent<Stripe.Event>> {
  const signature = headers.get('stripe-signature');
  if (!signature) throw new RefusedDelivery('invalid_signature', 'The Stripe-Signature header is missing.');
  try {
    const event = await stripeWebhooks().constructEventAsync(
      payload,
      signature,
      secret,
      undefined,
      webhookCrypto(),
    );
    return { id: event.id, type: event.type, event };
  } catch {
    throw new RefusedDelivery('invalid_signature', 'The signature does not match the payload.');
  }
}

export const createWebhookHandler = (deps: WebhookDeps | (() => WebhookDeps)) =>
  webhookEndpoint({
    source: SOURCE,
    deps,
    verify,
    store: (resolved) => resolved.store(),
    async handle(event, store, resolved) {
      const subscriptions = resolved.subscriptions?.();
      const outcome =
        subscriptions && isSubscriptionEvent(event)
          ? await applySubscriptionEvent(event, subscriptions)
          : await applyStripeEvent(event, { store, stripe: resolved.stripe?.() });
      return { answer: { outcome } };
    },
  });

export const handler = createWebhookHandler(() => {
  const env = Deno.env.toObject();
  let stripe: Stripe | undefined;
  return { ...servicePurchaseDeps(env), stripe: () => (stripe ??= stripeClient(env)) };
});
