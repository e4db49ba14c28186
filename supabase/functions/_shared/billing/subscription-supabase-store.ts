/** page_subscriptions and plan credits on Supabase, with the service role. */

import { serviceClient } from '../db/service-client.ts';
import { unwrap } from '../db/unwrap.ts';
import type { Env } from './environment.ts';
import {
  FINISHED,
  type PlanRow,
  replaceableAtTie,
  type SubscriptionStatus,
  type SubscriptionStore,
  type SubscriptionView,
} from './subscription-store.ts';

const COLUMNS =
  'id, workspace_id, campaign_id, plan_id, status, stripe_subscription_id, stripe_customer_id, stripe_checkout_session_id, current_period_start, current_period_end, cancel_at_period_end, canceled_at, stripe_state_at';
const FINISHED_LIST = `(${FINISHED.join(',')})`;

interface Row {
  id: string;
  workspace_id: string;
  campaign_id: string | null;
  plan_id: string;
  status: SubscriptionStatus;
  stripe_subscription_id: string | null;
  stripe_customer_id: string | null;
  stripe_checkout_session_id: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  stripe_state_at: string | null;
}

const toView = (row: Row): SubscriptionView => ({
  id: row.id,
  workspaceId: row.workspace_id,
  campaignId: row.campaign_id,
  planId: row.plan_id,
  status: row.status,
  stripeSubscriptionId: row.stripe_subscription_id,
  stripeCustomerId: row.stripe_customer_id,
  stripeCheckoutSessionId: row.stripe_checkout_session_id,
  currentPeriodStart: row.current_period_start,
  currentPeriodEnd: row.current_period_end,
  cancelAtPeriodEnd: row.cancel_at_period_end,
  canceledAt: row.canceled_at,
  stateAt: row.stripe_state_at,
});

export const toPlan = (row: {
  id: string;
  name: string;
  monthly_price_cents: number;
  currency: string;
  monthly_recipients: number;
  features: string[];
  stripe_price_id: string | null;
}): PlanRow => ({
  id: row.id,
  name: row.name,
  monthlyPriceCents: row.monthly_price_cents,
  currency: row.currency,
  monthlyRecipients: row.monthly_recipients,
  features: row.features,
  stripePriceId: row.stripe_price_id,
});

export const PLAN_COLUMNS =
  'id, name, monthly_price_cents, currency, monthly_recipients, features, stripe_price_id';

export function serviceSubscriptionStore(env: Env): SubscriptionStore {
  const db = serviceClient(env);
  const table = () => db.from('page_subscriptions');

  const one = async (column: string, value: string) => {
    const row = unwrap(
      await table().select(COLUMNS).eq(column, value).maybeSingle<Row>(),
      `load subscription by ${column}`,
    );
    return row ? toView(row) : null;
  };

  return {
    async plan(planId) {
      const row = unwrap(
        await db.from('webpage_plans').select(PLAN_COLUMNS).eq('id', planId).maybeSingle(),
        'load plan',
      );
      return row ? toPlan(row) : null;
    },
    async planByStripePrice(stripePriceId) {
      const row = unwrap(
        await db
          .from('webpage_plans')
          .select(PLAN_COLUMNS)
          .eq('stripe_price_id', stripePriceId)
          .maybeSingle(),
        'load plan by price',
      );
      return row ? toPlan(row) : null;
    },
    async openSubscription(campaignId) {
      const row = unwrap(
        await table()
          .select(COLUMNS)
          .eq('campaign_id', campaignId)
          .not('status', 'in', FINISHED_LIST)
          .maybeSingle<Row>(),
        'load open subscription',
      );
      return row ? toView(row) : null;
    },
    async latestWithCustomer(campaignId) {
      const rows = unwrap(
        await table()
          .select(COLUMNS)
          .eq('campaign_id', campaignId)
          .not('stripe_customer_id', 'is', null)
          .order('created_at', { ascending: false })
          .limit(1)
          .returns<Row[]>(),
        'load subscription with a customer',
      );
      return rows?.[0] ? toView(rows[0]) : null;
    },
    async createSubscription(input) {
      const { data, error } = await table()
        .insert({
          workspace_id: input.workspaceId,
          campaign_id: input.campaignId,
          plan_id: input.planId,
          status: 'incomplete',
          created_by: input.createdBy,
        })
        .select('id')
        .single();
      if (error?.code === '23505') return 'taken';
      if (error || !data) throw new Error(`create subscription: ${error?.code} ${error?.message}`);
      return data.id as string;
    },
    async restartSubscription(id, planId, createdBy) {
      const rows = unwrap(
        await table()
          .update({ plan_id: planId, created_by: createdBy, stripe_checkout_session_id: null })
          .eq('id', id)
          .eq('status', 'incomplete')
          .is('stripe_subscription_id', null)
          .select('id'),
        'restart subscription',
      );
      return (rows ?? []).length > 0;
    },
    async attachCheckoutSession(id, sessionId) {
      unwrap(
        await table().update({ stripe_checkout_session_id: sessionId }).eq('id', id),
        'attach checkout session',
      );
    },
    subscription: (id) => one('id', id),
    subscriptionBySession: (sessionId) => one('stripe_checkout_session_id', sessionId),
    subscriptionByStripeId: (stripeId) => one('stripe_subscription_id', stripeId),
    async link(id, ids) {
      if (ids.stripeSubscriptionId) {
        unwrap(
          await table()
            .update({ stripe_subscription_id: ids.stripeSubscriptionId })
            .eq('id', id)
            .is('stripe_subscription_id', null),
          'link subscription',
        );
      }
      if (ids.stripeCustomerId) {
        unwrap(
          await table()
            .update({ stripe_customer_id: ids.stripeCustomerId })
            .eq('id', id)
            .is('stripe_customer_id', null),
          'link customer',
        );
      }
    },
    async applyState(id, state, at, from) {
      const tie = `(${replaceableAtTie(state.status).join(',')})`;
      let query = table()
        .update({
          status: state.status,
          stripe_state_at: at,
          ...(state.currentPeriodStart !== undefined
            ? { current_period_start: state.currentPeriodStart }
            : {}),
          ...(state.currentPeriodEnd !== undefined ? { current_period_end: state.currentPeriodEnd } : {}),
          ...(state.cancelAtPeriodEnd !== undefined ? { cancel_at_period_end: state.cancelAtPeriodEnd } : {}),
          ...(state.canceledAt !== undefined ? { canceled_at: state.canceledAt } : {}),
          ...(state.planId !== undefined ? { plan_id: state.planId } : {}),
        })
        .eq('id', id)
        .or(
          `stripe_state_at.is.null,stripe_state_at.lt.${at},and(stripe_state_at.eq.${at},status.in.${tie})`,
        );
      if (from) query = query.in('status', [...from]);
      const { data, error } = await query.select('id');
      // Reopening a finished row while the page has another open subscription: the unique index.
      if (error?.code === '23505') return false;
      return (unwrap({ data, error, status: 0 }, 'apply subscription state') ?? []).length > 0;
    },
    async creditRecipients(credit) {
      const rows = unwrap(
        await db
          .from('campaign_purchases')
          .upsert(
            {
              workspace_id: credit.subscription.workspaceId,
              campaign_id: credit.subscription.campaignId,
              page_subscription_id: credit.subscription.id,
              recipients: credit.recipients,
              amount_cents: 0,
              status: 'paid',
              paid_at: credit.paidAt,
              stripe_invoice_id: credit.invoiceId,
            },
            { onConflict: 'stripe_invoice_id', ignoreDuplicates: true },
          )
          .select('id'),
        'credit plan recipients',
      );
      return (rows ?? []).length > 0;
    },
  };
}
