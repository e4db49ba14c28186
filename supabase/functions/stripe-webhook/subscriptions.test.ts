import assert from 'node:assert/strict';
import { stripeEvent } from '../_shared/billing/local-events.ts';
import {
  invoiceObject,
  localPortalEvent,
  localSubscribeEvents,
  newLocalStripeIds,
  subscriptionObject,
} from '../_shared/billing/local-subscription-events.ts';
import type { PlanRow, SubscriptionView } from '../_shared/billing/subscription-store.ts';
import { memoryPurchaseStore } from '../_shared/testing/billing-memory-store.ts';
import {
  BUYER_ID,
  PAGE_ID,
  signedRequest,
  WEBHOOK_SECRET,
  WORKSPACE_ID,
} from '../_shared/testing/billing-support.ts';
import {
  type MemorySubscriptionStore,
  memorySubscriptionStore,
  PLANS,
} from '../_shared/testing/subscription-memory-store.ts';
import { createWebhookHandler } from './handler.ts';

const ENV = { SUPABASE_URL: 'https://project.supabase.co', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const URLS = { successUrl: 'http://app/success', cancelUrl: 'http://app/cancel' };
const DAY = 86_400;
const [BASIC, PREMIUM] = PLANS as [PlanRow, PlanRow];

async function setup(planId = 'basic') {
  const subscriptions = memorySubscriptionStore();
  const purchases = memoryPurchaseStore();
  const handler = createWebhookHandler({
    env: ENV,
    store: () => purchases,
    subscriptions: () => subscriptions,
  });
  const deliver = async (event: unknown) => {
    const response = await handler(await signedRequest(event));
    return { status: response.status, body: await response.json() };
  };
  const id = await subscriptions.createSubscription({
    workspaceId: WORKSPACE_ID,
    campaignId: PAGE_ID,
    planId,
    createdBy: BUYER_ID,
  });
  assert.notEqual(id, 'taken');
  await subscriptions.attachCheckoutSession(id as string, 'cs_test_page');
  const row = () => subscriptions.rows.get(id as string) as SubscriptionView;
  return { subscriptions, purchases, deliver, row };
}

const now = () => Math.floor(Date.now() / 1000);
const live = (store: MemorySubscriptionStore) => store.isLive(PAGE_ID);

function lifecycle(row: SubscriptionView, plan: PlanRow, start = now()) {
  const ids = newLocalStripeIds();
  const period = { start, end: start + 30 * DAY };
  const sub = (status: SubscriptionView['status'], extra: { canceledAt?: number } = {}) =>
    subscriptionObject(row, plan, ids, {
      status,
      periodStart: period.start,
      periodEnd: period.end,
      ...extra,
    });
  return {
    ids,
    created: stripeEvent('customer.subscription.created', sub('incomplete'), start),
    paid: stripeEvent(
      'invoice.paid',
      invoiceObject(row, plan, ids, period, { paid: true, invoiceId: 'in_first' }),
      start + 1,
    ),
    active: stripeEvent('customer.subscription.updated', sub('active'), start + 1),
    failed: stripeEvent(
      'invoice.payment_failed',
      invoiceObject(row, plan, ids, period, { paid: false, reason: 'subscription_cycle' }),
      start + 2,
    ),
    pastDue: stripeEvent('customer.subscription.updated', sub('past_due'), start + 2),
    deleted: stripeEvent(
      'customer.subscription.deleted',
      sub('canceled', { canceledAt: start + 3 }),
      start + 3,
    ),
  };
}

Deno.test('lifecycle created → paid → payment failed → deleted, and the page live only while paid', async () => {
  const { deliver, row, subscriptions } = await setup();
  const events = lifecycle(row(), BASIC);

  assert.equal((await deliver(events.created)).body.outcome, 'incomplete');
  assert.equal(row().stripeSubscriptionId, events.ids.subscriptionId);
  assert.equal(row().stripeCustomerId, events.ids.customerId);
  assert.equal(live(subscriptions), false);

  assert.equal((await deliver(events.paid)).body.outcome, 'active');
  assert.equal(live(subscriptions), true);
  assert.ok(Date.parse(row().currentPeriodEnd ?? '') > Date.now() + 29 * DAY * 1000);
  await deliver(events.active);
  assert.equal(live(subscriptions), true);

  assert.equal((await deliver(events.failed)).body.outcome, 'past_due');
  assert.equal(row().status, 'past_due');
  assert.equal(live(subscriptions), false);
  await deliver(events.pastDue);

  assert.equal((await deliver(events.deleted)).body.outcome, 'canceled');
  assert.equal(row().status, 'canceled');
  assert.ok(row().canceledAt);
  assert.equal(live(subscriptions), false);
  assert.equal(subscriptions.credits.length, 0, 'Basic has no monthly recipients');
});

Deno.test('a subscription whose page was deleted (campaign_id null) still takes its events', async () => {
  const { deliver, row, subscriptions } = await setup('premium');
  const events = lifecycle(row(), PREMIUM);
  await deliver(events.created);
  await deliver(events.deleted);
  row().campaignId = null; // the page is deleted once its plan ended; the row stays
  const late = stripeEvent(
    'invoice.paid',
    invoiceObject(
      row(),
      PREMIUM,
      events.ids,
      { start: now(), end: now() + 30 * DAY },
      { paid: true, invoiceId: 'in_late' },
    ),
    events.deleted.created + 10,
  );
  const answer = await deliver(late);
  assert.equal(answer.status, 200);
  // Found (not unknown_subscription); a canceled row stays canceled, and the paid invoice is kept.
  assert.equal(answer.body.outcome, 'unchanged');
  assert.deepEqual(
    subscriptions.credits.map((credit) => [credit.campaignId, credit.invoiceId]),
    [[null, 'in_late']],
  );
  const revived = { ...events.active, id: 'evt_after_delete', created: events.deleted.created + 20 };
  assert.equal((await deliver(revived)).body.outcome, 'active');
  assert.equal(row().campaignId, null);
});

Deno.test('replays and duplicates change nothing; events out of order end in the newest state', async () => {
  const { deliver, row, subscriptions } = await setup();
  const events = lifecycle(row(), BASIC);
  // Newest first: the deletion, then everything older, some twice.
  assert.equal((await deliver(events.deleted)).body.outcome, 'canceled');
  for (const event of [events.paid, events.active, events.created, events.failed, events.pastDue]) {
    assert.equal((await deliver(event)).body.outcome, 'unchanged', event.type);
  }
  const replay = await deliver(events.paid);
  assert.equal(replay.body.duplicate, true);
  // A new event id carrying the older state (Stripe resends as another event): still older.
  assert.equal((await deliver({ ...events.active, id: 'evt_again' })).body.outcome, 'unchanged');
  assert.equal(row().status, 'canceled');
  assert.equal(live(subscriptions), false);

  // A newer event may say it is active again.
  const revived = { ...events.active, id: 'evt_newer', created: events.deleted.created + 5 };
  assert.equal((await deliver(revived)).body.outcome, 'active');
});

Deno.test('paid before created: the late created event never undoes the payment', async () => {
  const { deliver, row, subscriptions } = await setup();
  const events = lifecycle(row(), BASIC);
  await deliver(events.paid);
  assert.equal(live(subscriptions), true);
  assert.equal((await deliver(events.created)).body.outcome, 'unchanged');
  assert.equal(row().status, 'active');
  assert.equal(live(subscriptions), true);
});

Deno.test('the local checkout trio in any order leaves the page live, and expiry closes an unpaid checkout', async () => {
  const orders = [
    [0, 1, 2],
    [2, 1, 0],
    [1, 2, 0],
    [2, 0, 1],
  ];
  for (const order of orders) {
    const { deliver, row, subscriptions } = await setup();
    const trio = localSubscribeEvents(row(), BASIC, URLS);
    for (const index of order) {
      const response = await deliver(trio[index]);
      assert.equal(response.status, 200);
    }
    assert.equal(row().status, 'active', `order ${order}`);
    assert.ok(row().stripeSubscriptionId?.startsWith('sub_local_'));
    assert.ok(row().stripeCustomerId?.startsWith('cus_local_'));
    assert.equal(live(subscriptions), true, `order ${order}`);
  }

  const { deliver, row } = await setup();
  const expired = stripeEvent(
    'checkout.session.expired',
    { id: 'cs_test_page', object: 'checkout.session', mode: 'subscription', metadata: {} },
    now(),
  );
  const earlierAttempt = stripeEvent(
    'checkout.session.expired',
    {
      id: 'cs_test_earlier',
      object: 'checkout.session',
      mode: 'subscription',
      metadata: { pageSubscriptionId: row().id },
    },
    now(),
  );
  assert.equal((await deliver(earlierAttempt)).body.outcome, 'unchanged');
  assert.equal(row().status, 'incomplete');
  assert.equal((await deliver(expired)).body.outcome, 'incomplete_expired');
  assert.equal(row().status, 'incomplete_expired');
});

Deno.test('Premium credits its monthly recipients once per paid invoice, on the page', async () => {
  const { deliver, row, subscriptions } = await setup('premium');
  const events = lifecycle(row(), PREMIUM);
  await deliver(events.paid);
  await deliver(events.paid);
  await deliver({ ...events.paid, id: 'evt_same_invoice_again' });
  assert.equal(subscriptions.credits.length, 1);
  assert.deepEqual(subscriptions.credits[0], {
    campaignId: PAGE_ID,
    pageSubscriptionId: row().id,
    invoiceId: 'in_first',
    recipients: 500,
    status: 'paid',
  });
  const ids = events.ids;
  const renewal = (invoiceId: string, reason: string) =>
    stripeEvent(
      'invoice.paid',
      invoiceObject(
        row(),
        PREMIUM,
        ids,
        { start: now() + 30 * DAY, end: now() + 60 * DAY },
        { paid: true, invoiceId, reason },
      ),
      now() + 30 * DAY,
    );
  await deliver(renewal('in_second', 'subscription_cycle'));
  await deliver(renewal('in_proration', 'subscription_update'));
  assert.deepEqual(
    subscriptions.credits.map((credit) => credit.invoiceId),
    ['in_first', 'in_second'],
  );
  // A failed invoice credits nothing.
  await deliver(events.failed);
  assert.equal(subscriptions.credits.length, 2);
});

Deno.test('portal events: cancel at period end keeps the page live, resume, cancel now ends it', async () => {
  const { deliver, row, subscriptions } = await setup();
  for (const event of localSubscribeEvents(row(), BASIC, URLS)) await deliver(event);
  assert.equal(live(subscriptions), true);

  assert.equal(
    (await deliver(localPortalEvent(row(), BASIC, 'cancel_at_period_end'))).body.outcome,
    'active',
  );
  assert.equal(row().cancelAtPeriodEnd, true);
  assert.equal(live(subscriptions), true);

  await deliver(localPortalEvent(row(), BASIC, 'resume'));
  assert.equal(row().cancelAtPeriodEnd, false);
  assert.equal(row().canceledAt, null);

  assert.equal((await deliver(localPortalEvent(row(), BASIC, 'cancel_now'))).body.outcome, 'canceled');
  assert.equal(live(subscriptions), false);
});

Deno.test('a plan changed in the portal to a configured price moves the row, and the next cycle credits the new plan', async () => {
  const priced = PLANS.map((plan) => ({ ...plan, stripePriceId: `price_${plan.id}_monthly` }));
  const [basic, premium] = priced as [PlanRow, PlanRow];
  const subscriptions = memorySubscriptionStore(priced);
  const handler = createWebhookHandler({
    env: ENV,
    store: () => memoryPurchaseStore(),
    subscriptions: () => subscriptions,
  });
  const deliver = async (event: unknown) => (await handler(await signedRequest(event))).json();
  const id = (await subscriptions.createSubscription({
    workspaceId: WORKSPACE_ID,
    campaignId: PAGE_ID,
    planId: 'basic',
    createdBy: BUYER_ID,
  })) as string;
  const row = () => subscriptions.rows.get(id) as SubscriptionView;
  const events = lifecycle(row(), basic);
  await deliver(events.created);
  await deliver(events.paid);

  const start = now() + 10 * DAY;
  const switched = (plan: PlanRow, at: number) =>
    stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(row(), plan, events.ids, {
        status: 'active',
        periodStart: now(),
        periodEnd: now() + 30 * DAY,
      }),
      at,
    );
  await deliver(switched(premium, start));
  assert.equal(row().planId, 'premium');
  // An older event still naming Basic, delivered late, does not undo the change.
  await deliver(switched(basic, start - 1));
  assert.equal(row().planId, 'premium');

  await deliver(
    stripeEvent(
      'invoice.paid',
      invoiceObject(
        row(),
        premium,
        events.ids,
        { start: now() + 30 * DAY, end: now() + 60 * DAY },
        {
          paid: true,
          invoiceId: 'in_premium_cycle',
          reason: 'subscription_cycle',
        },
      ),
      start + 20 * DAY,
    ),
  );
  assert.deepEqual(
    subscriptions.credits.map((credit) => [credit.invoiceId, credit.recipients]),
    [['in_premium_cycle', 500]],
  );
});

Deno.test('a price made inline at checkout names no plan: the subscription keeps the one it was bought with', async () => {
  const { deliver, row } = await setup('premium');
  // Inline prices have ids Stripe makes up; one that looks like Basic's still names no plan here.
  const events = lifecycle(row(), BASIC);
  await deliver(events.created);
  await deliver(events.active);
  assert.equal(row().planId, 'premium');
});

Deno.test('events of an unknown subscription, or of another Stripe subscription, change nothing', async () => {
  const { deliver, row, subscriptions } = await setup();
  const trio = localSubscribeEvents(row(), BASIC, URLS);
  for (const event of trio) await deliver(event);
  const other = lifecycle(row(), BASIC, now() + 10);
  // Same metadata, another Stripe subscription id: not this row's.
  assert.equal((await deliver(other.deleted)).body.outcome, 'unknown_subscription');
  assert.equal(live(subscriptions), true);
  const stray = stripeEvent(
    'customer.subscription.deleted',
    { id: 'sub_unknown', object: 'subscription', status: 'canceled', metadata: {} },
    now(),
  );
  assert.equal((await deliver(stray)).body.outcome, 'unknown_subscription');
});
