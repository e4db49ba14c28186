/**
 * Where payments go. With STRIPE_SECRET_KEY, to Stripe (or STRIPE_API_BASE, a Stripe-compatible
 * server such as the tests' fake). Without it, to the local checkout page — but only while
 * SUPABASE_URL is a local stack's (http/local-stack-url.ts), so a deployed project that lacks its
 * key refuses to sell instead of handing packages out for free.
 */

import Stripe from 'stripe';
import { isLocalStackUrl } from '../http/local-stack-url.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/** Signs the local checkout's events when STRIPE_WEBHOOK_SECRET is unset; never accepted off a local stack. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_pitchcraft_local_checkout';

/** The local checkout stands in for Stripe: no secret key, on a local stack. */
export const usesLocalCheckout = (env: Env) =>
  !env.STRIPE_SECRET_KEY?.trim() && isLocalStackUrl(env.SUPABASE_URL);

/** The secret webhook signatures are checked with; undefined when none may be trusted. */
export function webhookSecret(env: Env): string | undefined {
  const configured = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (configured) return configured;
  return usesLocalCheckout(env) ? LOCAL_WEBHOOK_SECRET : undefined;
}

/** A Stripe client on fetch (Deno), pointed at STRIPE_API_BASE when set; undefined without a key. */
export function stripeClient(env: Env): Stripe | undefined {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return undefined;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...apiBase(env.STRIPE_API_BASE),
  });
}

function apiBase(value: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!value?.trim()) return {};
  const url = new URL(value.trim());
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** Signature checks and test headers without a secret key: the SDK's static webhooks on Web Crypto. */
export const webhookCrypto = () => Stripe.createSubtleCryptoProvider();
export const stripeWebhooks = () => Stripe.webhooks;

export const siteUrl = (env: Env) => (env.SITE_URL ?? '').trim().replace(/\/+$/, '');
export const functionsUrl = (env: Env) => `${(env.SUPABASE_URL ?? '').replace(/\/+$/, '')}/functions/v1`;
