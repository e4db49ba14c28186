/**
 * What the payment functions read and write. Reads for the buyer go through their own token (RLS
 * decides which campaigns they may buy for); purchases and webhook events are written with the
 * service role, which no API role can imitate. Tests swap in _shared/testing/billing-memory-store.ts.
 */

import type { PlanRow } from './subscription-store.ts';

export type PurchaseStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'expired';

export interface CampaignForCheckout {
  id: string;
  workspaceId: string;
  kind: 'email' | 'page';
}

export interface PackageRow {
  id: string;
  name: string;
  recipients: number;
  priceCents: number;
  currency: string;
  stripePriceId: string | null;
}

export interface NewPurchase {
  workspaceId: string;
  campaignId: string;
  packageId: string;
  recipients: number;
  amountCents: number;
  currency: string;
  createdBy: string;
}

export interface PurchaseView {
  id: string;
  workspaceId: string;
  /** The campaign; null once it was deleted (the row stays for the audit trail). */
  campaignId: string | null;
  packageId: string | null;
  packageName: string;
  recipients: number;
  amountCents: number;
  currency: string;
  status: PurchaseStatus;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
}

/** Columns a status change may also set. */
export interface PurchaseChange {
  status?: PurchaseStatus;
  paidAt?: string;
  paymentIntentId?: string;
}

/** As the buyer: null when RLS hides the row or it does not exist. */
export interface BuyerReads {
  campaign(campaignId: string): Promise<CampaignForCheckout | null>;
  activePackage(packageId: string): Promise<PackageRow | null>;
  activePlan(planId: string): Promise<PlanRow | null>;
}

export interface PurchaseStore {
  createPurchase(purchase: NewPurchase): Promise<string>;
  attachCheckoutSession(purchaseId: string, sessionId: string): Promise<void>;
  purchase(purchaseId: string): Promise<PurchaseView | null>;
  purchaseBySession(sessionId: string): Promise<PurchaseView | null>;
  purchaseByPaymentIntent(paymentIntentId: string): Promise<PurchaseView | null>;
  /**
   * Applies the change only while the purchase is in one of `from`; true when it did. This is the
   * one guard against events out of order: each transition names the states it may leave.
   */
  changePurchase(
    purchaseId: string,
    from: readonly PurchaseStatus[],
    change: PurchaseChange,
  ): Promise<boolean>;
  /** Records a webhook event id; 'handled' when an earlier delivery already finished it. */
  beginEvent(eventId: string, type: string): Promise<'new' | 'handled'>;
  finishEvent(eventId: string): Promise<void>;
}
