/** Shared by the payment functions' tests: signed Stripe events and checkout sessions. */

import Stripe from 'stripe';
import { type MemoryStore, memoryPurchaseStore } from './billing-memory-store.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';
export const WORKSPACE_ID = 'b2e1d4c3-0000-4000-8000-000000000001';
export const CAMPAIGN_ID = 'd4a3f6e5-0000-4000-8000-000000000001';
export const PAGE_ID = 'd4a3f6e5-0000-4000-8000-000000000002';
export const BUYER_ID = 'a1f0c3b2-0000-4000-8000-000000000003';

let sequence = 0;
export const nextId = (prefix: string) => `${prefix}_test_${++sequence}_${crypto.randomUUID().slice(0, 8)}`;

/** A pending purchase with a checkout session, as checkout leaves it. */
export async function pendingPurchase(store: MemoryStore, packageId = 'basic', recipients = 500) {
  const id = await store.createPurchase({
    workspaceId: WORKSPACE_ID,
    campaignId: CAMPAIGN_ID,
    packageId,
    recipients,
    amountCents: 899,
    currency: 'usd',
    createdBy: BUYER_ID,
  });
  const sessionId = nextId('cs');
  await store.attachCheckoutSession(id, sessionId);
  return { id, sessionId };
}

export function sessionEvent(
  type: string,
  purchase: { id: string; sessionId: string },
  session: Record<string, unknown> = {},
  eventId = nextId('evt'),
) {
  return {
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: purchase.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        client_reference_id: purchase.id,
        metadata: {
          purchaseId: purchase.id,
          campaignId: CAMPAIGN_ID,
          workspaceId: WORKSPACE_ID,
          packageId: 'basic',
        },
        payment_intent: `pi_for_${purchase.id}`,
        ...session,
      },
    },
  };
}

export function refundEvent(paymentIntent: string, refunded = true, eventId = nextId('evt')) {
  return {
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: nextId('ch'), object: 'charge', payment_intent: paymentIntent, refunded } },
  };
}

/** The request Stripe would send: the raw JSON and its Stripe-Signature. */
export async function signedRequest(
  event: unknown,
  secret = WEBHOOK_SECRET,
  url = 'http://functions.local/stripe-webhook',
) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

export { memoryPurchaseStore };

export interface StripeCall {
  method: string;
  path: string;
  headers: Headers;
  form: URLSearchParams;
}

/**
 * A Stripe API on loopback for the SDK (STRIPE_API_BASE): records every call, creates checkout
 * sessions and billing portal sessions, serves payment intents' metadata; `fail.sessions` makes every session creation answer 500.
 */
export async function withFakeStripe(
  run: (fake: {
    base: string;
    calls: StripeCall[];
    intents: Map<string, Record<string, string>>;
    fail: { sessions: boolean };
  }) => Promise<void>,
) {
  const calls: StripeCall[] = [];
  const intents = new Map<string, Record<string, string>>();
  const fail = { sessions: false };
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    const url = new URL(request.url);
    const form = new URLSearchParams(request.method === 'POST' ? await request.text() : url.search);
    calls.push({ method: request.method, path: url.pathname, headers: request.headers, form });
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (fail.sessions) {
        return Response.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 });
      }
      const id = `cs_test_${crypto.randomUUID().replaceAll('-', '')}`;
      return Response.json({
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? 'payment',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        client_reference_id: form.get('client_reference_id'),
      });
    }
    const expiring = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)?.[1];
    if (request.method === 'POST' && expiring) {
      return Response.json({ id: expiring, object: 'checkout.session', status: 'expired' });
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = `bps_test_${crypto.randomUUID().replaceAll('-', '')}`;
      return Response.json({
        id,
        object: 'billing_portal.session',
        customer: form.get('customer'),
        return_url: form.get('return_url'),
        url: `https://billing.stripe.com/p/session/${id}`,
      });
    }
    const intent = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/)?.[1];
    if (request.method === 'GET' && intent && intents.has(intent)) {
      return Response.json({ id: intent, object: 'payment_intent', metadata: intents.get(intent) });
    }
    return Response.json(
      { error: { type: 'invalid_request_error', message: 'No such resource' } },
      { status: 404 },
    );
  });
  try {
    await run({ base: `http://127.0.0.1:${server.addr.port}`, calls, intents, fail });
  } finally {
    await server.shutdown();
  }
}
