import assert from 'node:assert/strict';
import type { PackageRow } from '../_shared/billing/store.ts';
import type { RefusalCode } from '../_shared/refusals/codes.ts';
import { REFUSAL_MESSAGES } from '../_shared/refusals/messages.ts';
import {
  type MemoryStore,
  memoryBuyerReads,
  memoryPurchaseStore,
  PACKAGES,
} from '../_shared/testing/billing-memory-store.ts';
import {
  BUYER_ID,
  CAMPAIGN_ID,
  PAGE_ID,
  WORKSPACE_ID,
  withFakeStripe,
} from '../_shared/testing/billing-support.ts';
import {
  APP,
  BUYER_CAMPAIGNS,
  buyerRequest,
  KEYLESS_DEPLOYED_ENV,
  LOCAL_STACK_ENV,
  memoryBillingDeps,
  stripeEnv,
} from '../_shared/testing/buyer-support.ts';
import { bearer } from '../_shared/testing/generation-support.ts';
import { createCheckoutHandler } from './handler.ts';

const PRICED = [
  ...PACKAGES,
  { ...(PACKAGES[0] as PackageRow), id: 'agency', name: 'Agency', stripePriceId: 'price_agency_123' },
];

function setup(env: Record<string, string>) {
  const store = memoryPurchaseStore();
  const handler = createCheckoutHandler({
    ...memoryBillingDeps(env, { reads: memoryBuyerReads(BUYER_CAMPAIGNS, PRICED) }),
    store: () => store,
  });
  const call = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    handler(buyerRequest('checkout', body, headers, method));
  return { store, call };
}

const onlyPurchase = (store: MemoryStore) => {
  assert.equal(store.purchases.size, 1);
  const [purchase] = [...store.purchases.values()];
  assert.ok(purchase);
  return purchase;
};

Deno.test('creates a Checkout Session for the package and saves the pending purchase', async () => {
  await withFakeStripe(async (fake) => {
    const { store, call } = setup(stripeEnv(fake.base));
    const response = await call({ campaignId: CAMPAIGN_ID, packageId: 'standard', locale: 'es' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP);
    const answer = await response.json();
    const purchase = onlyPurchase(store);
    assert.equal(answer.purchaseId, purchase.id);
    assert.match(answer.url, /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    assert.equal(fake.calls.length, 1);
    const [request] = fake.calls;
    assert.ok(request);
    assert.equal(request.path, '/v1/checkout/sessions');
    assert.equal(request.headers.get('authorization'), 'Bearer sk_test_fake');
    assert.equal(request.headers.get('idempotency-key'), `checkout-${purchase.id}`);
    const form = Object.fromEntries(request.form);
    const back = `${APP}/organizations/${WORKSPACE_ID}/campaigns/${CAMPAIGN_ID}/recipients`;
    assert.deepEqual(form, {
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1399',
      'line_items[0][price_data][product_data][name]': 'Pitchcraft Standard',
      'line_items[0][price_data][product_data][description]': '1000 recipients for one email campaign',
      'metadata[purchaseId]': purchase.id,
      'metadata[campaignId]': CAMPAIGN_ID,
      'metadata[workspaceId]': WORKSPACE_ID,
      'metadata[packageId]': 'standard',
      'payment_intent_data[metadata][purchaseId]': purchase.id,
      'payment_intent_data[metadata][campaignId]': CAMPAIGN_ID,
      'payment_intent_data[metadata][workspaceId]': WORKSPACE_ID,
      'payment_intent_data[metadata][packageId]': 'standard',
      client_reference_id: purchase.id,
      success_url: `${back}?payment=success&purchase=${purchase.id}`,
      cancel_url: `${back}?payment=cancelled&purchase=${purchase.id}`,
      locale: 'es',
    });

    assert.deepEqual(
      { ...purchase, id: undefined },
      {
        id: undefined,
        workspaceId: WORKSPACE_ID,
        campaignId: CAMPAIGN_ID,
        packageId: 'standard',
        packageName: 'Standard',
        recipients: 1000,
        amountCents: 1399,
        currency: 'usd',
        createdBy: BUYER_ID,
        status: 'pending',
        checkoutSessionId: answer.url.split('/').pop(),
        paymentIntentId: null,
        paidAt: null,
      },
    );
  });
});

Deno.test('a package with a Stripe price is sold at that price; no locale lets Stripe choose', async () => {
  await withFakeStripe(async (fake) => {
    const { call } = setup(stripeEnv(fake.base));
    assert.equal((await call({ campaignId: CAMPAIGN_ID, packageId: 'agency' })).status, 200);
    const form = fake.calls[0]?.form ?? new URLSearchParams();
    assert.equal(form.get('line_items[0][price]'), 'price_agency_123');
    assert.equal(form.get('line_items[0][quantity]'), '1');
    assert.equal(form.get('line_items[0][price_data][unit_amount]'), null);
    assert.equal(form.get('locale'), 'auto');
  });
});

Deno.test('refusals: nothing saved, Stripe never called', async () => {
  await withFakeStripe(async (fake) => {
    const { store, call } = setup(stripeEnv(fake.base));
    const cases: [Parameters<typeof call>, number, string][] = [
      [[{ campaignId: CAMPAIGN_ID, packageId: 'basic' }, { authorization: '' }], 401, 'unauthorized'],
      [
        [{ campaignId: CAMPAIGN_ID, packageId: 'basic' }, { authorization: bearer({ role: 'anon' }) }],
        401,
        'unauthorized',
      ],
      [[{}, {}, 'GET'], 405, 'method_not_allowed'],
      [['{not json'], 400, 'invalid_request'],
      [[{ campaignId: 'nope', packageId: 'basic' }], 400, 'invalid_request'],
      [[{ campaignId: CAMPAIGN_ID, packageId: 'basic', amount: 1 }], 400, 'invalid_request'],
      [[{ campaignId: CAMPAIGN_ID, packageId: 'basic', locale: 'fr' }], 400, 'invalid_request'],
      [[{ campaignId: crypto.randomUUID(), packageId: 'basic' }], 404, 'campaign_not_found'],
      [[{ campaignId: PAGE_ID, packageId: 'basic' }], 400, 'invalid_request'],
      [[{ campaignId: CAMPAIGN_ID, packageId: 'platinum' }], 404, 'package_not_found'],
      [[{ campaignId: CAMPAIGN_ID, packageId: 'Standard!' }], 404, 'package_not_found'],
      [[{ campaignId: CAMPAIGN_ID }], 400, 'invalid_request'],
    ];
    for (const [args, status, code] of cases) {
      const response = await call(...args);
      const body = await response.json();
      assert.equal(response.status, status, JSON.stringify(args));
      assert.equal(body.error.code, code, JSON.stringify(args));
      assert.equal(body.error.message, REFUSAL_MESSAGES.en[code as RefusalCode]);
    }
    const spanish = await call({ campaignId: CAMPAIGN_ID, packageId: 'platinum', locale: 'es' });
    assert.equal((await spanish.json()).error.message, 'Este paquete ya no está a la venta.');
    assert.equal(store.purchases.size, 0);
    assert.equal(fake.calls.length, 0);
  });
});

Deno.test('Stripe failing: 503 payment_unavailable, the purchase marked failed', async () => {
  await withFakeStripe(async (fake) => {
    const { store, call } = setup({ ...stripeEnv(fake.base) });
    fake.fail.sessions = true;
    const originalError = console.error;
    console.error = () => {};
    try {
      const response = await call({ campaignId: CAMPAIGN_ID, packageId: 'basic' });
      assert.equal(response.status, 503);
      assert.equal((await response.json()).error.code, 'payment_unavailable');
    } finally {
      console.error = originalError;
    }
    assert.equal(onlyPurchase(store).status, 'failed');
    assert.equal(fake.calls.length, 3); // the SDK's two retries, with the same idempotency key
    assert.equal(new Set(fake.calls.map((c) => c.headers.get('idempotency-key'))).size, 1);
  });
});

Deno.test('no key on a deployed project: 503, never a free package', async () => {
  const { store, call } = setup(KEYLESS_DEPLOYED_ENV);
  const originalError = console.error;
  console.error = () => {};
  try {
    const response = await call({ campaignId: CAMPAIGN_ID, packageId: 'basic' });
    assert.equal(response.status, 503);
    assert.equal((await response.json()).error.code, 'payment_unavailable');
  } finally {
    console.error = originalError;
  }
  assert.equal(store.purchases.size, 0);
});

Deno.test('no key on a local stack: the local checkout page with a local session', async () => {
  const { store, call } = setup(LOCAL_STACK_ENV);
  const response = await call({ campaignId: CAMPAIGN_ID, packageId: 'premium', locale: 'es' });
  assert.equal(response.status, 200);
  const answer = await response.json();
  const purchase = onlyPurchase(store);
  assert.equal(answer.purchaseId, purchase.id);
  assert.match(purchase.checkoutSessionId ?? '', /^cs_local_[0-9a-f]{32}$/);
  assert.equal(
    answer.url,
    `http://127.0.0.1:54321/functions/v1/local-checkout?session=${purchase.checkoutSessionId}&locale=es`,
  );
  assert.equal(purchase.amountCents, 2499);
  assert.equal(purchase.recipients, 2500);
});
