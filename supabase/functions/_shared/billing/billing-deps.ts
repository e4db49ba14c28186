/**
 * What checkout and billing-portal both work with: the buyer's reads (their token, so RLS decides
 * which campaigns they may pay for), the page subscriptions (service role) and Stripe, if any.
 */

import type Stripe from 'stripe';
import { Refusal } from '../refusals/refusal.ts';
import { type Env, siteUrl, stripeClient, usesLocalCheckout } from './environment.ts';
import type { BuyerReads } from './store.ts';
import type { SubscriptionStore } from './subscription-store.ts';
import { serviceSubscriptionStore } from './subscription-supabase-store.ts';
import { buyerReads } from './supabase-store.ts';

export interface BillingDeps {
  env: Env;
  buyer(authorization: string): BuyerReads;
  subscriptions(): SubscriptionStore;
  /** Undefined without STRIPE_SECRET_KEY: the local checkout answers instead. */
  stripe(): Stripe | undefined;
}

/** The deployed functions' deps; the subscription store is made once, on first use. */
export function serviceBillingDeps(env: Env): BillingDeps {
  let subscriptions: SubscriptionStore | undefined;
  return {
    env,
    buyer: (authorization) => buyerReads(env, authorization),
    subscriptions: () => (subscriptions ??= serviceSubscriptionStore(env)),
    stripe: () => stripeClient(env),
  };
}

/**
 * Stripe, or undefined where the local page (checkout or portal) stands in for it, and the site to
 * return to; 503 payment_unavailable, with what to set in the function's logs, when neither is there.
 */
export function paymentRoute(
  deps: Pick<BillingDeps, 'env' | 'stripe'>,
  functionName: string,
  localPage: 'checkout' | 'portal',
): { stripe: Stripe | undefined; site: string } {
  const stripe = deps.stripe();
  const site = siteUrl(deps.env);
  if ((!stripe && !usesLocalCheckout(deps.env)) || !site) {
    console.error(
      `${functionName}: set STRIPE_SECRET_KEY (and SITE_URL); the local ${localPage} only runs on a local stack`,
    );
    throw new Refusal('payment_unavailable');
  }
  return { stripe, site };
}
