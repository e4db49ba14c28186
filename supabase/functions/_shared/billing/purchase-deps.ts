/**
 * What the stripe-webhook and the local checkout (which plays Stripe on a local stack) both
 * write with: the purchases and the page subscriptions, with the service role.
 */

import type { Env } from './environment.ts';
import type { PurchaseStore } from './store.ts';
import type { SubscriptionStore } from './subscription-store.ts';
import { serviceSubscriptionStore } from './subscription-supabase-store.ts';
import { servicePurchaseStore } from './supabase-store.ts';

export interface PurchaseDeps {
  env: Env;
  store: () => PurchaseStore;
  subscriptions: () => SubscriptionStore;
}

/** The deployed functions' stores, each made once, on first use. */
export function servicePurchaseDeps(env: Env): PurchaseDeps {
  let store: PurchaseStore | undefined;
  let subscriptions: SubscriptionStore | undefined;
  return {
    env,
    store: () => (store ??= servicePurchaseStore(env)),
    subscriptions: () => (subscriptions ??= serviceSubscriptionStore(env)),
  };
}
