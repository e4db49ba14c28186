/**
 * POST /billing-portal (verify_jwt = true): `{ campaignId, locale? }` → `{ url }`, a Stripe customer
 * portal session for the page's subscription (cancel anytime), returning to the page's view. The
 * page is read with the caller's token (any member of its workspace); the subscription with the
 * service role. Offline (no STRIPE_SECRET_KEY, loopback SUPABASE_URL) the URL is the local portal
 * page of local-checkout, which sends the portal's signed events to stripe-webhook.
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
import type { BuyerReads } from '../_shared/billing/store.ts';
import type { SubscriptionStore } from '../_shared/billing/subscription-store.ts';
import { serviceSubscriptionStore } from '../_shared/billing/subscription-supabase-store.ts';
import { buyerReads } from '../_shared/billing/supabase-store.ts';
import { pageViewUrl } from '../_shared/billing/urls.ts';
import { readCaller } from '../_shared/generation/caller.ts';
import { GenerationError } from '../_shared/generation/errors.ts';
import { messageLocale } from '../_shared/generation/http.ts';
import { corsHeaders } from '../_shared/http/cors.ts';

export const portalInput = z.strictObject({
  campaignId: z.uuid(),
  locale: z.enum(['en', 'es']).optional(),
});

export interface PortalDeps {
  env: Env;
  buyer(authorization: string): BuyerReads;
  subscriptions(): SubscriptionStore;
  stripe(): Stripe | undefined;
}

export function createBillingPortalHandler(deps: PortalDeps | (() => PortalDeps)) {
  let resolved: PortalDeps | undefined;
  return async (request: Request): Promise<Response> => {
    resolved ??= typeof deps === 'function' ? deps() : deps;
    const cors = corsHeaders(request, resolved.env);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    let body: unknown = null;
    try {
      if (request.method !== 'POST') throw new BillingError(405, 'method_not_allowed');
      let authorization: string;
      try {
        authorization = readCaller(request).authorization;
      } catch (error) {
        if (error instanceof GenerationError) throw new BillingError(401, 'unauthorized');
        throw error;
      }
      body = await request.json().catch(() => {
        throw new BillingError(400, 'invalid_request', [{ path: '', message: 'The body must be JSON.' }]);
      });
      const parsed = portalInput.safeParse(body);
      if (!parsed.success) {
        throw new BillingError(
          400,
          'invalid_request',
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      const url = await openPortal(resolved, authorization, parsed.data);
      return Response.json({ url }, { headers: { ...cors, 'Cache-Control': 'no-store' } });
    } catch (error) {
      const failure = toBillingError(error);
      if (failure.status >= 500) console.error('billing-portal:', error);
      const response = billingErrorResponse(failure, messageLocale(request, body), cors);
      if (failure.status === 405) response.headers.set('Allow', 'POST, OPTIONS');
      return response;
    }
  };
}

async function openPortal(
  deps: PortalDeps,
  authorization: string,
  input: z.infer<typeof portalInput>,
): Promise<string> {
  const page = await deps.buyer(authorization).campaign(input.campaignId);
  if (page?.kind !== 'page') throw new BillingError(404, 'campaign_not_found');
  const stripe = deps.stripe();
  const site = siteUrl(deps.env);
  if ((!stripe && !usesLocalCheckout(deps.env)) || !site) {
    console.error(
      'billing-portal: set STRIPE_SECRET_KEY (and SITE_URL); the local portal only runs on loopback',
    );
    throw new BillingError(503, 'payment_unavailable');
  }
  const store = deps.subscriptions();
  const subscription =
    (await store.openSubscription(page.id).then((open) => (open?.stripeCustomerId ? open : null))) ??
    (await store.latestWithCustomer(page.id));
  if (!subscription?.stripeCustomerId) throw new BillingError(409, 'no_subscription');
  const locale = input.locale ?? 'en';

  if (!stripe) {
    return `${functionsUrl(deps.env)}/local-checkout?portal=${subscription.id}&locale=${locale}`;
  }
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: subscription.stripeCustomerId,
      return_url: pageViewUrl(site, { workspaceId: page.workspaceId, campaignId: page.id }),
      locale: input.locale ?? 'auto',
    });
    return session.url;
  } catch (error) {
    console.error('billing-portal: Stripe refused the portal session', error);
    throw new BillingError(502, 'payment_unavailable');
  }
}

export const handler = createBillingPortalHandler(() => {
  const env = Deno.env.toObject();
  let subscriptions: SubscriptionStore | undefined;
  return {
    env,
    buyer: (authorization) => buyerReads(env, authorization),
    subscriptions: () => (subscriptions ??= serviceSubscriptionStore(env)),
    stripe: () => stripeClient(env),
  };
});
