/**
 * The local checkout's stand-in for Stripe: an event shaped as Stripe sends it, signed with the
 * SDK's own test-header helper and the webhook secret, POSTed to the stack's stripe-webhook. From
 * there on the code path is production's.
 */

import { type Env, functionsUrl, stripeWebhooks, webhookCrypto, webhookSecret } from './environment.ts';
import type { PurchaseView } from './store.ts';

export type LocalEventType = 'checkout.session.completed' | 'checkout.session.expired';

/** An id shaped as Stripe's (`evt_…`, `sub_…`), marked local so it can never be mistaken for one. */
export const localStripeId = (prefix: string) => `${prefix}_local_${crypto.randomUUID().replaceAll('-', '')}`;

/** The envelope Stripe puts around every event's object. */
export function stripeEvent(type: string, object: Record<string, unknown>, created: number) {
  return {
    id: localStripeId('evt'),
    object: 'event',
    api_version: '2025-01-01',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export interface LocalSessionUrls {
  successUrl: string;
  cancelUrl: string;
}

export function localSessionEvent(type: LocalEventType, purchase: PurchaseView, urls: LocalSessionUrls) {
  const now = Math.floor(Date.now() / 1000);
  const paid = type === 'checkout.session.completed';
  return stripeEvent(
    type,
    {
      id: purchase.checkoutSessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: paid ? 'complete' : 'expired',
      payment_status: paid ? 'paid' : 'unpaid',
      amount_total: purchase.amountCents,
      amount_subtotal: purchase.amountCents,
      currency: purchase.currency,
      client_reference_id: purchase.id,
      metadata: {
        purchaseId: purchase.id,
        campaignId: purchase.campaignId,
        workspaceId: purchase.workspaceId,
        packageId: purchase.packageId ?? '',
      },
      payment_intent: paid ? localStripeId('pi') : null,
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      created: now,
      expires_at: now + 86_400,
      livemode: false,
    },
    now,
  );
}

/** Signs the event as Stripe would and delivers it to this stack's stripe-webhook; its answer. */
export async function deliverSignedEvent(
  env: Env,
  event: { id: string },
  send: typeof fetch = fetch,
): Promise<Response> {
  const secret = webhookSecret(env);
  if (!secret) throw new Error('No webhook secret: the local checkout runs only on a local stack');
  const payload = JSON.stringify(event);
  const signature = await stripeWebhooks().generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: webhookCrypto(),
  });
  return send(`${functionsUrl(env)}/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}
