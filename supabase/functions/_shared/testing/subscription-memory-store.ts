/** An in-memory SubscriptionStore for the functions' tests: the same rules as the database's. */

import {
  FINISHED,
  type PlanRow,
  type SubscriptionStore,
  type SubscriptionView,
  stateApplies,
} from '../billing/subscription-store.ts';

export const PLANS: PlanRow[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthlyPriceCents: 1200,
    currency: 'usd',
    monthlyRecipients: 0,
    features: ['landing_page_builder', 'custom_domain', 'basic_analytics', 'responsive_design', 'lead_form'],
    stripePriceId: null,
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPriceCents: 2900,
    currency: 'usd',
    monthlyRecipients: 500,
    features: [
      'landing_page_builder',
      'custom_domain',
      'basic_analytics',
      'responsive_design',
      'lead_form',
      'monthly_recipients',
      'advanced_analytics',
    ],
    stripePriceId: null,
  },
];

export interface MemoryCredit {
  campaignId: string | null;
  pageSubscriptionId: string;
  invoiceId: string;
  recipients: number;
  status: 'paid';
}

export interface MemorySubscriptionStore extends SubscriptionStore {
  rows: Map<string, SubscriptionView>;
  credits: MemoryCredit[];
  /** page_is_live without the page's own status: active or trialing, and not past its period. */
  isLive(campaignId: string): boolean;
}

export function memorySubscriptionStore(plans = PLANS): MemorySubscriptionStore {
  const rows = new Map<string, SubscriptionView>();
  const credits: MemoryCredit[] = [];
  const find = (match: (row: SubscriptionView) => boolean) => [...rows.values()].find(match) ?? null;
  const open = (campaignId: string | null) =>
    campaignId === null
      ? null
      : find((row) => row.campaignId === campaignId && !FINISHED.includes(row.status));
  return {
    rows,
    credits,
    isLive: (campaignId) =>
      [...rows.values()].some(
        (row) =>
          row.campaignId === campaignId &&
          (row.status === 'active' || row.status === 'trialing') &&
          (!row.currentPeriodEnd || Date.parse(row.currentPeriodEnd) > Date.now()),
      ),
    plan: async (id) => plans.find((plan) => plan.id === id) ?? null,
    planByStripePrice: async (priceId) => plans.find((plan) => plan.stripePriceId === priceId) ?? null,
    openSubscription: async (campaignId) => open(campaignId),
    latestWithCustomer: async (campaignId) =>
      [...rows.values()].reverse().find((row) => row.campaignId === campaignId && row.stripeCustomerId) ??
      null,
    async createSubscription(input) {
      if (open(input.campaignId)) return 'taken';
      const id = crypto.randomUUID();
      rows.set(id, {
        id,
        workspaceId: input.workspaceId,
        campaignId: input.campaignId,
        planId: input.planId,
        status: 'incomplete',
        stripeSubscriptionId: null,
        stripeCustomerId: null,
        stripeCheckoutSessionId: null,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        stateAt: null,
      });
      return id;
    },
    async restartSubscription(id, planId) {
      const row = rows.get(id);
      if (row?.status !== 'incomplete') return false;
      row.planId = planId;
      return true;
    },
    async attachCheckoutSession(id, sessionId) {
      const row = rows.get(id);
      if (row) row.stripeCheckoutSessionId = sessionId;
    },
    subscription: async (id) => rows.get(id) ?? null,
    subscriptionBySession: async (sessionId) => find((row) => row.stripeCheckoutSessionId === sessionId),
    subscriptionByStripeId: async (stripeId) => find((row) => row.stripeSubscriptionId === stripeId),
    async link(id, ids) {
      const row = rows.get(id);
      if (!row) return;
      if (ids.stripeSubscriptionId && !row.stripeSubscriptionId) {
        row.stripeSubscriptionId = ids.stripeSubscriptionId;
      }
      if (ids.stripeCustomerId && !row.stripeCustomerId) row.stripeCustomerId = ids.stripeCustomerId;
    },
    async applyState(id, state, at, from) {
      const row = rows.get(id);
      if (!row || !stateApplies(row, state.status, at, from)) return false;
      if (FINISHED.includes(row.status) && !FINISHED.includes(state.status) && open(row.campaignId)) {
        return false; // the unique index: another subscription of the page is open
      }
      row.status = state.status;
      if (state.currentPeriodStart !== undefined) row.currentPeriodStart = state.currentPeriodStart;
      if (state.currentPeriodEnd !== undefined) row.currentPeriodEnd = state.currentPeriodEnd;
      if (state.cancelAtPeriodEnd !== undefined) row.cancelAtPeriodEnd = state.cancelAtPeriodEnd;
      if (state.canceledAt !== undefined) row.canceledAt = state.canceledAt;
      if (state.planId !== undefined) row.planId = state.planId;
      row.stateAt = at;
      return true;
    },
    async creditRecipients(credit) {
      if (credits.some((row) => row.invoiceId === credit.invoiceId)) return false;
      credits.push({
        campaignId: credit.subscription.campaignId,
        pageSubscriptionId: credit.subscription.id,
        invoiceId: credit.invoiceId,
        recipients: credit.recipients,
        status: 'paid',
      });
      return true;
    },
  };
}
