/** Shared by the tests of the functions the signed-in app calls to pay (checkout, billing-portal). */

import type { BillingDeps } from '../billing/billing-deps.ts';
import { type Env, stripeClient } from '../billing/environment.ts';
import type { BuyerReads, CampaignForCheckout } from '../billing/store.ts';
import type { SubscriptionStore } from '../billing/subscription-store.ts';
import { memoryBuyerReads } from './billing-memory-store.ts';
import { BUYER_ID, CAMPAIGN_ID, PAGE_ID, WORKSPACE_ID } from './billing-support.ts';
import { bearer } from './generation-support.ts';
import { memorySubscriptionStore } from './subscription-memory-store.ts';

export const APP = 'http://app.example:5173';

/** The workspace's email campaign and landing page, both readable by the buyer. */
export const BUYER_CAMPAIGNS: CampaignForCheckout[] = [
  { id: CAMPAIGN_ID, workspaceId: WORKSPACE_ID, kind: 'email' },
  { id: PAGE_ID, workspaceId: WORKSPACE_ID, kind: 'page' },
];

/** A deployed project selling through Stripe (here the tests' fake at `base`). */
export const stripeEnv = (base: string) => ({
  SUPABASE_URL: 'https://project.supabase.co',
  SITE_URL: `${APP}/`,
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_API_BASE: base,
});

/** A local stack without a Stripe key: the local checkout and portal pages answer. */
export const LOCAL_STACK_ENV = { SUPABASE_URL: 'http://127.0.0.1:54321', SITE_URL: APP };

/** A deployed project without a Stripe key: nothing may be sold. */
export const KEYLESS_DEPLOYED_ENV = { SUPABASE_URL: 'https://project.supabase.co', SITE_URL: APP };

/** The deps in memory, with a Stripe client when `env` has a key. */
export function memoryBillingDeps(
  env: Env,
  options: { reads?: BuyerReads; subscriptions?: SubscriptionStore } = {},
): BillingDeps {
  const reads = options.reads ?? memoryBuyerReads(BUYER_CAMPAIGNS);
  const subscriptions = options.subscriptions ?? memorySubscriptionStore();
  return { env, buyer: () => reads, subscriptions: () => subscriptions, stripe: () => stripeClient(env) };
}

/**
 * The app's request to `functionName` as the signed-in buyer; `headers` replace the defaults (an
 * empty authorization signs out), a string body is sent as it is, and only a POST has a body.
 */
export function buyerRequest(
  functionName: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Request {
  return new Request(`http://functions.local/${functionName}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: APP,
      authorization: bearer({ role: 'authenticated', sub: BUYER_ID }),
      ...headers,
    },
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
}
