/** In-memory stores for the functions' tests: the same guarded transitions as the database's. */

import type {
  BuyerReads,
  CampaignForCheckout,
  PackageRow,
  PurchaseStore,
  PurchaseView,
} from '../billing/store.ts';
import { PLANS } from './subscription-memory-store.ts';

export const PACKAGES: PackageRow[] = [
  { id: 'basic', name: 'Basic', recipients: 500, priceCents: 899, currency: 'usd', stripePriceId: null },
  {
    id: 'standard',
    name: 'Standard',
    recipients: 1000,
    priceCents: 1399,
    currency: 'usd',
    stripePriceId: null,
  },
  {
    id: 'premium',
    name: 'Premium',
    recipients: 2500,
    priceCents: 2499,
    currency: 'usd',
    stripePriceId: null,
  },
];

export interface MemoryPurchase extends PurchaseView {
  createdBy: string;
  paidAt: string | null;
}

export interface MemoryStore extends PurchaseStore {
  purchases: Map<string, MemoryPurchase>;
  events: Map<string, { type: string; processed: boolean }>;
  /** campaign_usage's `allowed`: the recipients of the campaign's paid purchases. */
  allowed(campaignId: string): number;
}

export function memoryPurchaseStore(): MemoryStore {
  const purchases = new Map<string, MemoryPurchase>();
  const events = new Map<string, { type: string; processed: boolean }>();
  const find = (match: (p: MemoryPurchase) => boolean) => [...purchases.values()].find(match) ?? null;
  return {
    purchases,
    events,
    allowed: (campaignId) =>
      [...purchases.values()]
        .filter((p) => p.campaignId === campaignId && p.status === 'paid')
        .reduce((sum, p) => sum + p.recipients, 0),
    async createPurchase(input) {
      const id = crypto.randomUUID();
      const name = PACKAGES.find((p) => p.id === input.packageId)?.name ?? input.packageId;
      purchases.set(id, {
        id,
        ...input,
        packageName: name,
        status: 'pending',
        checkoutSessionId: null,
        paymentIntentId: null,
        paidAt: null,
      });
      return id;
    },
    async attachCheckoutSession(purchaseId, sessionId) {
      const purchase = purchases.get(purchaseId);
      if (purchase) purchase.checkoutSessionId = sessionId;
    },
    purchase: async (id) => purchases.get(id) ?? null,
    purchaseBySession: async (sessionId) => find((p) => p.checkoutSessionId === sessionId),
    purchaseByPaymentIntent: async (intent) => find((p) => p.paymentIntentId === intent),
    async changePurchase(purchaseId, from, change) {
      const purchase = purchases.get(purchaseId);
      if (!purchase || !from.includes(purchase.status)) return false;
      if (change.status) purchase.status = change.status;
      if (change.paidAt) purchase.paidAt = change.paidAt;
      if (change.paymentIntentId) purchase.paymentIntentId = change.paymentIntentId;
      return true;
    },
    async beginEvent(eventId, type) {
      const seen = events.get(eventId);
      if (seen?.processed) return 'handled';
      events.set(eventId, { type, processed: false });
      return 'new';
    },
    async finishEvent(eventId) {
      const seen = events.get(eventId);
      if (seen) seen.processed = true;
    },
  };
}

/** What a buyer sees under RLS: the campaigns listed here, every active package and plan. */
export function memoryBuyerReads(
  campaigns: CampaignForCheckout[],
  packages = PACKAGES,
  plans = PLANS,
): BuyerReads {
  return {
    campaign: async (id) => campaigns.find((c) => c.id === id) ?? null,
    activePackage: async (id) => packages.find((p) => p.id === id) ?? null,
    activePlan: async (id) => plans.find((p) => p.id === id) ?? null,
  };
}
