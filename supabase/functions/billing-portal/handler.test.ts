import assert from 'node:assert/strict';
import {
  BUYER_ID,
  CAMPAIGN_ID,
  PAGE_ID,
  WORKSPACE_ID,
  withFakeStripe,
} from '../_shared/testing/billing-support.ts';
import {
  APP,
  buyerRequest,
  KEYLESS_DEPLOYED_ENV,
  LOCAL_STACK_ENV,
  memoryBillingDeps,
  stripeEnv,
} from '../_shared/testing/buyer-support.ts';
import { memorySubscriptionStore } from '../_shared/testing/subscription-memory-store.ts';
import { createBillingPortalHandler } from './handler.ts';

async function setup(env: Record<string, string>, linked = true) {
  const subscriptions = memorySubscriptionStore();
  const id = (await subscriptions.createSubscription({
    workspaceId: WORKSPACE_ID,
    campaignId: PAGE_ID,
    planId: 'basic',
    createdBy: BUYER_ID,
  })) as string;
  if (linked) await subscriptions.link(id, { stripeSubscriptionId: 'sub_123', stripeCustomerId: 'cus_123' });
  const handler = createBillingPortalHandler(memoryBillingDeps(env, { subscriptions }));
  const call = (body: unknown, headers: Record<string, string> = {}) =>
    handler(buyerRequest('billing-portal', body, headers));
  return { id, call, subscriptions };
}

Deno.test('a Stripe customer portal session for the page customer, returning to the page view', async () => {
  await withFakeStripe(async (fake) => {
    const { call } = await setup(stripeEnv(fake.base));
    const response = await call({ campaignId: PAGE_ID, locale: 'es' });
    assert.equal(response.status, 200);
    const answer = await response.json();
    assert.match(answer.url, /^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_/);
    const [request] = fake.calls;
    assert.equal(request?.path, '/v1/billing_portal/sessions');
    assert.equal(request?.form.get('customer'), 'cus_123');
    assert.equal(
      request?.form.get('return_url'),
      `${APP}/organizations/${WORKSPACE_ID}/pages/${PAGE_ID}/view`,
    );
    assert.equal(request?.form.get('locale'), 'es');
  });
});

Deno.test('offline on loopback the answer is the local portal', async () => {
  const { id, call } = await setup(LOCAL_STACK_ENV);
  const answer = await (await call({ campaignId: PAGE_ID })).json();
  assert.equal(answer.url, `http://127.0.0.1:54321/functions/v1/local-checkout?portal=${id}&locale=en`);
});

Deno.test('refusals: no subscription 409, an email campaign or another workspace 404, no token 401, bad body 400, no key off loopback 503', async () => {
  const unlinked = await setup(LOCAL_STACK_ENV, false);
  const cases: [Response, number, string][] = [
    [await unlinked.call({ campaignId: PAGE_ID }), 409, 'no_subscription'],
    [await unlinked.call({ campaignId: CAMPAIGN_ID }), 404, 'campaign_not_found'],
    [await unlinked.call({ campaignId: crypto.randomUUID() }), 404, 'campaign_not_found'],
    [await unlinked.call({ campaignId: PAGE_ID }, { authorization: '' }), 401, 'unauthorized'],
    [await unlinked.call({ campaignId: 'x' }), 400, 'invalid_request'],
    [await unlinked.call({ campaignId: PAGE_ID, extra: 1 }), 400, 'invalid_request'],
  ];
  const remote = await setup(KEYLESS_DEPLOYED_ENV);
  cases.push([await remote.call({ campaignId: PAGE_ID }), 503, 'payment_unavailable']);
  for (const [response, status, code] of cases) {
    assert.equal(response.status, status, code);
    assert.equal((await response.json()).error.code, code);
  }
});

Deno.test('after a cancellation the portal still opens for the page last customer', async () => {
  const { id, call, subscriptions } = await setup(LOCAL_STACK_ENV);
  await subscriptions.applyState(id, { status: 'canceled' }, new Date().toISOString());
  const answer = await (await call({ campaignId: PAGE_ID })).json();
  assert.match(answer.url, new RegExp(`portal=${id}`));
});
