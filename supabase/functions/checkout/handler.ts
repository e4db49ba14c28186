/**
 * POST /checkout (verify_jwt = true): `{ campaignId, packageId, locale? }` → `{ url, purchaseId }`
 * for an email campaign's package, or `{ campaignId, planId, locale? }` → `{ url, subscriptionId }`
 * for a page's monthly plan (subscription.ts).
 * The campaign is read with the caller's token, so any member of its workspace may buy and nobody
 * else sees it (404). The purchase row is written with the service role as `pending`, with the
 * package's recipients and price; only the webhook ever marks it paid. With STRIPE_SECRET_KEY the
 * answer is a Stripe Checkout Session's URL; on a loopback stack without one, the local checkout
 * page's (see local-checkout/).
 */

import type Stripe from 'stripe';
import { z } from 'zod';
import {
  type Env,
  functionsUrl,
  siteUrl,
  stripeClient,
  usesLocalCheckout,
} from '../_shared/billing/environment.ts';
import { BillingError, billingErrorResponse, toBillingError } from '../_shared/billing/errors.ts';
import type { BuyerReads, PackageRow, PurchaseStore } from '../_shared/billing/store.ts';
import type { SubscriptionStore } from '../_shared/billing/subscription-store.ts';
import { serviceSubscriptionStore } from '../_shared/billing/subscription-supabase-store.ts';
import { buyerReads, servicePurchaseStore } from '../_shared/billing/supabase-store.ts';
import { cancelUrl, type ReturnTarget, successUrl } from '../_shared/billing/urls.ts';
import type { Locale } from '../_shared/content/brief.ts';
import { readCaller } from '../_shared/generation/caller.ts';
import { GenerationError } from '../_shared/generation/errors.ts';
import { messageLocale } from '../_shared/generation/http.ts';
import { corsHeaders } from '../_shared/http/cors.ts';
import { startSubscriptionCheckout } from './subscription.ts';

export const checkoutInput = z
  .strictObject({
    campaignId: z.uuid(),
    // Any string: whatever is not an active package's (plan's) id is package_not_found
    // (plan_not_found), not a malformed request.
    packageId: z.string().min(1).max(100).optional(),
    planId: z.string().min(1).max(100).optional(),
    locale: z.enum(['en', 'es']).optional(),
  })
  .refine((input) => (input.packageId === undefined) !== (input.planId === undefined), {
    message: 'Send exactly one of packageId and planId.',
    path: ['packageId'],
  });

export interface CheckoutDeps {
  env: Env;
  buyer(authorization: string): BuyerReads;
  store(): PurchaseStore;
  subscriptions(): SubscriptionStore;
  /** Undefined without STRIPE_SECRET_KEY: the local checkout answers instead. */
  stripe(): Stripe | undefined;
}

export type Caller = { authorization: string; userId: string };

export function createCheckoutHandler(deps: CheckoutDeps | (() => CheckoutDeps)) {
  let resolved: CheckoutDeps | undefined;
  return async (request: Request): Promise<Response> => {
    resolved ??= typeof deps === 'function' ? deps() : deps;
    const cors = corsHeaders(request, resolved.env);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    let body: unknown = null;
    try {
      if (request.method !== 'POST') throw new BillingError(405, 'method_not_allowed');
      const caller = callerOf(request);
      body = await request.json().catch(() => {
        throw new BillingError(400, 'invalid_request', [{ path: '', message: 'The body must be JSON.' }]);
      });
      const parsed = checkoutInput.safeParse(body);
      if (!parsed.success) {
        throw new BillingError(
          400,
          'invalid_request',
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      const { packageId, planId, ...rest } = parsed.data;
      const answer = planId
        ? await startSubscriptionCheckout(resolved, caller, { ...rest, planId })
        : await startCheckout(resolved, caller, { ...rest, packageId: packageId ?? '' });
      return Response.json(answer, { headers: { ...cors, 'Cache-Control': 'no-store' } });
    } catch (error) {
      const failure = toBillingError(error);
      if (failure.status >= 500) console.error('checkout:', error);
      const response = billingErrorResponse(failure, messageLocale(request, body), cors);
      if (failure.status === 405) response.headers.set('Allow', 'POST, OPTIONS');
      return response;
    }
  };
}

function callerOf(request: Request) {
  try {
    return readCaller(request);
  } catch (error) {
    if (error instanceof GenerationError) throw new BillingError(401, 'unauthorized');
    throw error;
  }
}

type CheckoutInput = { campaignId: string; packageId: string; locale?: Locale };

async function startCheckout(
  deps: CheckoutDeps,
  caller: Caller,
  input: CheckoutInput,
): Promise<{ url: string; purchaseId: string }> {
  const buyer = deps.buyer(caller.authorization);
  const campaign = await buyer.campaign(input.campaignId);
  if (!campaign) throw new BillingError(404, 'campaign_not_found');
  if (campaign.kind !== 'email') {
    throw new BillingError(400, 'invalid_request', [
      { path: 'campaignId', message: 'Packages are bought for email campaigns.' },
    ]);
  }
  const pack = await buyer.activePackage(input.packageId);
  if (!pack) throw new BillingError(400, 'package_not_found');

  const stripe = deps.stripe();
  const site = siteUrl(deps.env);
  if ((!stripe && !usesLocalCheckout(deps.env)) || !site) {
    console.error('checkout: set STRIPE_SECRET_KEY (and SITE_URL); the local checkout only runs on loopback');
    throw new BillingError(503, 'payment_unavailable');
  }

  const store = deps.store();
  const purchaseId = await store.createPurchase({
    workspaceId: campaign.workspaceId,
    campaignId: campaign.id,
    packageId: pack.id,
    recipients: pack.recipients,
    amountCents: pack.priceCents,
    currency: pack.currency,
    createdBy: caller.userId,
  });
  const target: ReturnTarget = { workspaceId: campaign.workspaceId, campaignId: campaign.id, purchaseId };

  if (!stripe) {
    const sessionId = `cs_local_${crypto.randomUUID().replaceAll('-', '')}`;
    await store.attachCheckoutSession(purchaseId, sessionId);
    const locale: Locale = input.locale ?? 'en';
    return {
      url: `${functionsUrl(deps.env)}/local-checkout?session=${sessionId}&locale=${locale}`,
      purchaseId,
    };
  }

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(sessionParams(pack, target, site, input.locale), {
      idempotencyKey: `checkout-${purchaseId}`,
    });
  } catch (error) {
    console.error('checkout: Stripe refused the session', error);
    await store.changePurchase(purchaseId, ['pending'], { status: 'failed' });
    throw new BillingError(502, 'payment_unavailable');
  }
  await store.attachCheckoutSession(purchaseId, session.id);
  if (!session.url) throw new BillingError(502, 'payment_unavailable');
  return { url: session.url, purchaseId };
}

export function sessionParams(
  pack: PackageRow,
  target: ReturnTarget,
  site: string,
  locale: Locale | undefined,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    purchaseId: target.purchaseId,
    campaignId: target.campaignId,
    workspaceId: target.workspaceId,
    packageId: pack.id,
  };
  return {
    mode: 'payment',
    line_items: [
      pack.stripePriceId
        ? { price: pack.stripePriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: pack.currency,
              unit_amount: pack.priceCents,
              product_data: {
                name: `Pitchcraft ${pack.name}`,
                description: `${pack.recipients} recipients for one email campaign`,
              },
            },
          },
    ],
    metadata,
    // Refunds arrive as charge events: the payment intent carries the purchase too.
    payment_intent_data: { metadata },
    client_reference_id: target.purchaseId,
    success_url: successUrl(site, target),
    cancel_url: cancelUrl(site, target),
    locale: locale ?? 'auto',
  };
}

export const handler = createCheckoutHandler(() => {
  const env = Deno.env.toObject();
  let store: PurchaseStore | undefined;
  let subscriptions: SubscriptionStore | undefined;
  return {
    env,
    buyer: (authorization) => buyerReads(env, authorization),
    store: () => (store ??= servicePurchaseStore(env)),
    subscriptions: () => (subscriptions ??= serviceSubscriptionStore(env)),
    stripe: () => stripeClient(env),
  };
});
