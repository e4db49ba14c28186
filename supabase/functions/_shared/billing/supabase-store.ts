/** The payment stores on Supabase: the buyer's client for reads, the service role for payment state. */

import { refuseUnlessEditable } from '../db/editable-campaign.ts';
import { serviceClient } from '../db/service-client.ts';
import { unwrap } from '../db/unwrap.ts';
import { unwrapAsCaller, userClient } from '../http/user-client.ts';
import { webhookEventLog } from '../webhooks/webhook-event-log.ts';
import type { Env } from './environment.ts';
import type {
  BuyerReads,
  CampaignForCheckout,
  PackageRow,
  PurchaseStatus,
  PurchaseStore,
  PurchaseView,
} from './store.ts';
import { PLAN_COLUMNS, toPlan } from './subscription-supabase-store.ts';

const PURCHASE_COLUMNS =
  'id, workspace_id, campaign_id, package_id, recipients, amount_cents, currency, status, stripe_checkout_session_id, stripe_payment_intent_id, package:packages(name)';

export function buyerReads(env: Env, authorization: string): BuyerReads {
  const client = userClient(authorization, env);
  return {
    async campaign(campaignId) {
      const row = unwrapAsCaller(
        await client.from('campaigns').select('id, workspace_id, kind').eq('id', campaignId).maybeSingle(),
        'load campaign',
      );
      if (!row) return null;
      await refuseUnlessEditable(client, campaignId);
      return { id: row.id, workspaceId: row.workspace_id, kind: row.kind } satisfies CampaignForCheckout;
    },
    async activePackage(packageId) {
      const row = unwrapAsCaller(
        await client
          .from('packages')
          .select('id, name, recipients, price_cents, currency, stripe_price_id')
          .eq('id', packageId)
          .eq('active', true)
          .maybeSingle(),
        'load package',
      );
      return row
        ? ({
            id: row.id,
            name: row.name,
            recipients: row.recipients,
            priceCents: row.price_cents,
            currency: row.currency,
            stripePriceId: row.stripe_price_id,
          } satisfies PackageRow)
        : null;
    },
    async activePlan(planId) {
      const row = unwrapAsCaller(
        await client
          .from('webpage_plans')
          .select(PLAN_COLUMNS)
          .eq('id', planId)
          .eq('active', true)
          .maybeSingle(),
        'load plan',
      );
      return row ? toPlan(row) : null;
    },
  };
}

interface PurchaseRow {
  id: string;
  workspace_id: string;
  campaign_id: string | null;
  package_id: string | null;
  recipients: number;
  amount_cents: number;
  currency: string;
  status: PurchaseStatus;
  stripe_checkout_session_id: string | null;
  stripe_payment_intent_id: string | null;
  package: { name: string } | null;
}

const toView = (row: PurchaseRow): PurchaseView => ({
  id: row.id,
  workspaceId: row.workspace_id,
  campaignId: row.campaign_id,
  packageId: row.package_id,
  packageName: row.package?.name ?? row.package_id ?? '',
  recipients: row.recipients,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  checkoutSessionId: row.stripe_checkout_session_id,
  paymentIntentId: row.stripe_payment_intent_id,
});

export function servicePurchaseStore(env: Env): PurchaseStore {
  const db = serviceClient(env);

  const findOne = async (column: string, value: string) => {
    const row = unwrap(
      await db
        .from('campaign_purchases')
        .select(PURCHASE_COLUMNS)
        .eq(column, value)
        .maybeSingle<PurchaseRow>(),
      `load purchase by ${column}`,
    );
    return row ? toView(row) : null;
  };

  return {
    async createPurchase(purchase) {
      const row = unwrap(
        await db
          .from('campaign_purchases')
          .insert({
            workspace_id: purchase.workspaceId,
            campaign_id: purchase.campaignId,
            package_id: purchase.packageId,
            recipients: purchase.recipients,
            amount_cents: purchase.amountCents,
            currency: purchase.currency,
            status: 'pending',
            created_by: purchase.createdBy,
          })
          .select('id')
          .single(),
        'create purchase',
      );
      if (!row) throw new Error('create purchase: no row returned');
      return row.id as string;
    },
    async attachCheckoutSession(purchaseId, sessionId) {
      unwrap(
        await db
          .from('campaign_purchases')
          .update({ stripe_checkout_session_id: sessionId })
          .eq('id', purchaseId),
        'attach checkout session',
      );
    },
    purchase: (purchaseId) => findOne('id', purchaseId),
    purchaseBySession: (sessionId) => findOne('stripe_checkout_session_id', sessionId),
    async purchaseByPaymentIntent(paymentIntentId) {
      const rows = unwrap(
        await db
          .from('campaign_purchases')
          .select(PURCHASE_COLUMNS)
          .eq('stripe_payment_intent_id', paymentIntentId)
          .limit(1)
          .returns<PurchaseRow[]>(),
        'load purchase by payment intent',
      );
      const first = rows?.[0];
      return first ? toView(first) : null;
    },
    async changePurchase(purchaseId, from, change) {
      const rows = unwrap(
        await db
          .from('campaign_purchases')
          .update({
            ...(change.status ? { status: change.status } : {}),
            ...(change.paidAt ? { paid_at: change.paidAt } : {}),
            ...(change.paymentIntentId ? { stripe_payment_intent_id: change.paymentIntentId } : {}),
          })
          .eq('id', purchaseId)
          .in('status', [...from])
          .select('id'),
        'change purchase',
      );
      return (rows ?? []).length > 0;
    },
    ...webhookEventLog(db, 'stripe'),
  };
}
