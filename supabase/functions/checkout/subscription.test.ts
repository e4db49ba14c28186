import assert from 'node:assert/strict';
import type { PlanRow } from '../_shared/billing/subscription-store.ts';
import { memoryBuyerReads, memoryPurchaseStore } from '../_shared/testing/billing-memory-store.ts';
import { CAMPAIGN_ID, PAGE_ID, WORKSPACE_ID, withFakeStripe } from '../_shared/testing/billing-support.ts';
import {
  APP,
  BUYER_CAMPAIGNS,
  buyerRequest,
  KEYLESS_DEPLOYED_ENV,
  LOCAL_STACK_ENV,
  memoryBillingDeps,
  stripeEnv,
} from '../_shared/testing/buyer-support.ts';
import { memorySubscriptionStore, PLANS } from '../_shared/testing/subscription-memory-store.ts';
import { createCheckoutHandler } from './handler.ts';

const PRICED_PLANS = [
  ...PLANS,
  { ...(PLANS[0] as PlanRow), id: 'agency', stripePriceId: 'price_plan_agency' },
];

function setup(env: Record<string, string>) {
  const purchases = memoryPurchaseStore();
  const subscriptions = memorySubscriptionStore();
  const handler = createCheckoutHandler({
    ...memoryBillingDeps(env, {
      reads: memoryBuyerReads(BUYER_CAMPAIGNS, undefined, PRICED_PLANS),
      subscriptions,
    }),
    store: () => purchases,
  });
  const call = (body: unknown) => handler(buyerRequest('checkout', body));
  return { purchases, subscriptions, call };
}
const PAGE_VIEW = `${APP}/organizations/${WORKSPACE_ID}/pages/${PAGE_ID}/view`;

Deno.test('a page plan opens a Checkout Session in subscription mode and an incomplete subscription', async () => {
  await withFakeStripe(async (fake) => {
    const { subscriptions, purchases, call } = setup(stripeEnv(fake.base));
    const response = await call({ campaignId: PAGE_ID, planId: 'premium', locale: 'es' });
    assert.equal(response.status, 200);
    const answer = await response.json();
    assert.deepEqual(Object.keys(answer).sort(), ['subscriptionId', 'url']);
    const row = subscriptions.rows.get(answer.subscriptionId);
    assert.ok(row);
    assert.equal(row.status, 'incomplete');
    assert.equal(row.planId, 'premium');
    assert.equal(row.campaignId, PAGE_ID);
    assert.match(answer.url, /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    assert.equal(row.stripeCheckoutSessionId, answer.url.split('/').pop());
    assert.equal(purchases.purchases.size, 0);

    const [request] = fake.calls;
    assert.ok(request);
    assert.equal(request.path, '/v1/checkout/sessions');
    const sent = Object.fromEntries(request.form);
    const metadata = {
      pageSubscriptionId: row.id,
      campaignId: PAGE_ID,
      workspaceId: WORKSPACE_ID,
      planId: 'premium',
    };
    for (const [key, value] of Object.entries(metadata)) {
      assert.equal(sent[`metadata[${key}]`], value);
      assert.equal(sent[`subscription_data[metadata][${key}]`], value);
    }
    assert.equal(sent.mode, 'subscription');
    assert.equal(sent['line_items[0][price_data][unit_amount]'], '2900');
    assert.equal(sent['line_items[0][price_data][currency]'], 'usd');
    assert.equal(sent['line_items[0][price_data][recurring][interval]'], 'month');
    assert.equal(sent['line_items[0][quantity]'], '1');
    assert.equal(sent.client_reference_id, row.id);
    assert.equal(sent.locale, 'es');
    assert.equal(sent.success_url, `${PAGE_VIEW}?subscription=success&subscriptionId=${row.id}`);
    assert.equal(sent.cancel_url, `${PAGE_VIEW}?subscription=cancelled`);
    assert.equal(sent['payment_intent_data[metadata][planId]'], undefined);
  });
});

Deno.test('a plan with a Stripe price sends the price, not price_data', async () => {
  await withFakeStripe(async (fake) => {
    const { call } = setup(stripeEnv(fake.base));
    assert.equal((await call({ campaignId: PAGE_ID, planId: 'agency' })).status, 200);
    const sent = Object.fromEntries(fake.calls[0]?.form ?? []);
    assert.equal(sent['line_items[0][price]'], 'price_plan_agency');
    assert.equal(sent['line_items[0][price_data][unit_amount]'], undefined);
  });
});

Deno.test('refusals: package and plan together or neither, a plan for an email, a package for a page, unknown plan', async () => {
  await withFakeStripe(async (fake) => {
    const { subscriptions, purchases, call } = setup(stripeEnv(fake.base));
    const cases: [unknown, number, string][] = [
      [{ campaignId: PAGE_ID, planId: 'basic', packageId: 'basic' }, 400, 'invalid_request'],
      [{ campaignId: PAGE_ID }, 400, 'invalid_request'],
      [{ campaignId: CAMPAIGN_ID, planId: 'basic' }, 400, 'invalid_request'],
      [{ campaignId: PAGE_ID, packageId: 'basic' }, 400, 'invalid_request'],
      [{ campaignId: PAGE_ID, planId: 'gold' }, 404, 'plan_not_found'],
      [{ campaignId: crypto.randomUUID(), planId: 'basic' }, 404, 'campaign_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const response = await call(body);
      assert.equal(response.status, status, JSON.stringify(body));
      assert.equal((await response.json()).error.code, code, JSON.stringify(body));
    }
    assert.equal(subscriptions.rows.size, 0);
    assert.equal(purchases.purchases.size, 0);
    assert.equal(fake.calls.length, 0);
  });
});

Deno.test('an active subscription refuses a second one (409 already_subscribed); an abandoned one is restarted', async () => {
  await withFakeStripe(async (fake) => {
    const { subscriptions, call } = setup(stripeEnv(fake.base));
    const first = await (await call({ campaignId: PAGE_ID, planId: 'basic' })).json();
    // Abandoned at Stripe: the same row is started again, now for Premium.
    const again = await (await call({ campaignId: PAGE_ID, planId: 'premium' })).json();
    assert.equal(again.subscriptionId, first.subscriptionId);
    assert.equal(subscriptions.rows.size, 1);
    assert.equal(subscriptions.rows.get(first.subscriptionId)?.planId, 'premium');
    // The first attempt's session is expired at Stripe, so it can no longer be paid.
    const firstSession = first.url.split('/').pop();
    assert.deepEqual(
      fake.calls.map((call) => call.path),
      ['/v1/checkout/sessions', `/v1/checkout/sessions/${firstSession}/expire`, '/v1/checkout/sessions'],
    );

    await subscriptions.applyState(first.subscriptionId, { status: 'active' }, new Date().toISOString());
    const refused = await call({ campaignId: PAGE_ID, planId: 'basic' });
    assert.equal(refused.status, 409);
    assert.equal((await refused.json()).error.code, 'already_subscribed');
    assert.equal(subscriptions.rows.size, 1);
    assert.equal(fake.calls.length, 3);

    // Once canceled, the page may subscribe again: a new row.
    await subscriptions.applyState(
      first.subscriptionId,
      { status: 'canceled' },
      new Date(Date.now() + 1000).toISOString(),
    );
    const renewed = await call({ campaignId: PAGE_ID, planId: 'basic' });
    assert.equal(renewed.status, 200);
    assert.notEqual((await renewed.json()).subscriptionId, first.subscriptionId);
  });
});

Deno.test('offline on loopback the plan checkout answers the local checkout page', async () => {
  const { subscriptions, call } = setup(LOCAL_STACK_ENV);
  const response = await call({ campaignId: PAGE_ID, planId: 'basic', locale: 'es' });
  assert.equal(response.status, 200);
  const answer = await response.json();
  const row = subscriptions.rows.get(answer.subscriptionId);
  assert.equal(
    answer.url,
    `http://127.0.0.1:54321/functions/v1/local-checkout?session=${row?.stripeCheckoutSessionId}&locale=es`,
  );
  assert.match(row?.stripeCheckoutSessionId ?? '', /^cs_local_[0-9a-f]{32}$/);
});

Deno.test('without a key off loopback the plan checkout answers 503 and writes nothing', async () => {
  const { subscriptions, call } = setup(KEYLESS_DEPLOYED_ENV);
  const response = await call({ campaignId: PAGE_ID, planId: 'basic' });
  assert.equal(response.status, 503);
  assert.equal(subscriptions.rows.size, 0);
});
