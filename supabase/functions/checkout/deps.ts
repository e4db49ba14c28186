import type { BillingDeps } from '../_shared/billing/billing-deps.ts';
import type { PurchaseStore } from '../_shared/billing/store.ts';

/** What the checkout handler and its subscription branch (subscription.ts) are given. */
export interface CheckoutDeps extends BillingDeps {
  store(): PurchaseStore;
}
