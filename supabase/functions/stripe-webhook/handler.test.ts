import assert from 'node:assert/strict';
import { stripeClient } from '../_shared/billing/environment.ts';
import { type MemoryStore, memoryPurchaseStore } from '../_shared/testing/billing-memory-store.ts';
import {
  CAMPAIGN_ID,
  nextId,
  pendingPurchase,
  refundEvent,
  sessionEvent,
  signedRequest,
  WEBHOOK_SECRET,
  withFakeStripe,
} from '../_shared/testing/billing-support.ts';
import { createWebhookHandler } from './handler.ts';

const ENV = { SUPABASE_URL: 'https://project.supabase.co', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

function setup(env: Record<string, string> = ENV) {
  const store = memoryPurchaseStore();
  const handler = createWebhookHandler({ env, store: () => store });
  const deliver = async (event: unknown, secret = WEBHOOK_SECRET) => {
    const response = await handler(await signedRequest(event, secret));
    return { status: response.status, body: await response.json() };
  };
  return { store, handler, deliver };
}

const statusOf = (store: MemoryStore, id: string) => store.purchases.get(id)?.status;

Deno.test('a bad signature is refused with 400 and nothing is written', async () => {
  const { store, handler, deliver } = setup();
  const purchase = await pendingPurchase(store);
  const event = sessionEvent('checkout.session.completed', purchase);

  const forged = await deliver(event, 'whsec_someone_else');
  assert.equal(forged.status, 400);
  assert.equal(forged.body.error.code, 'invalid_signature');

  const signed = await signedRequest(event);
  const tampered = new Request(signed.url, {
    method: 'POST',
    headers: signed.headers,
    body: JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, payment_status: 'paid', id: 'cs_x' } },
    }),
  });
  assert.equal((await handler(tampered)).status, 400);
  const unsigned = new Request(signed.url, { method: 'POST', body: JSON.stringify(event) });
  assert.equal((await handler(unsigned)).status, 400);

  assert.equal(statusOf(store, purchase.id), 'pending');
  assert.equal(store.events.size, 0);
});

Deno.test('only POST is answered', async () => {
  const { handler } = setup();
  const response = await handler(new Request('http://functions.local/stripe-webhook'));
  assert.equal(response.status, 405);
  assert.equal(response.headers.get('allow'), 'POST');
});

Deno.test('checkout.session.completed with payment_status paid pays the purchase', async () => {
  const { store, deliver } = setup();
  const purchase = await pendingPurchase(store);
  const answer = await deliver(sessionEvent('checkout.session.completed', purchase));
  assert.deepEqual(answer, { status: 200, body: { received: true, outcome: 'paid' } });
  const row = store.purchases.get(purchase.id);
  assert.equal(row?.status, 'paid');
  assert.ok(row?.paidAt);
  assert.equal(row?.paymentIntentId, `pi_for_${purchase.id}`);
  assert.equal(store.allowed(CAMPAIGN_ID), 500);
});

Deno.test('a replayed event (same id) answers 200 and changes nothing', async () => {
  const { store, deliver } = setup();
  const purchase = await pendingPurchase(store);
  const completed = sessionEvent('checkout.session.completed', purchase);
  await deliver(completed);
  const refund = refundEvent(`pi_for_${purchase.id}`);
  assert.equal((await deliver(refund)).body.outcome, 'refunded');
  // Stripe retries the completion with its original id: already handled, the refund stands.
  const replay = await deliver(completed);
  assert.deepEqual(replay, { status: 200, body: { received: true, duplicate: true } });
  assert.equal(statusOf(store, purchase.id), 'refunded');
  assert.equal(store.allowed(CAMPAIGN_ID), 0);
});

Deno.test('a duplicate (another event id, the same session) pays once', async () => {
  const { store, deliver } = setup();
  const purchase = await pendingPurchase(store);
  await deliver(sessionEvent('checkout.session.completed', purchase));
  const again = await deliver(sessionEvent('checkout.session.completed', purchase));
  assert.deepEqual(again.body, { received: true, outcome: 'unchanged' });
  assert.equal(store.allowed(CAMPAIGN_ID), 500);
  assert.equal(store.events.size, 2);
});

Deno.test('events out of order never unpay nor pay again', async () => {
  const { store, deliver } = setup();
  const paid = await pendingPurchase(store);
  await deliver(sessionEvent('checkout.session.completed', paid));
  for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
    assert.equal((await deliver(sessionEvent(type, paid))).body.outcome, 'unchanged', type);
    assert.equal(statusOf(store, paid.id), 'paid', type);
  }

  // The refund arrives before the completion it undoes: the completion must not pay.
  const refundedFirst = await pendingPurchase(store);
  await deliver(sessionEvent('checkout.session.completed', refundedFirst, { payment_status: 'unpaid' }));
  assert.equal((await deliver(refundEvent(`pi_for_${refundedFirst.id}`))).body.outcome, 'refunded');
  assert.equal(
    (await deliver(sessionEvent('checkout.session.completed', refundedFirst))).body.outcome,
    'unchanged',
  );
  assert.equal(
    (await deliver(sessionEvent('checkout.session.async_payment_succeeded', refundedFirst))).body.outcome,
    'unchanged',
  );
  assert.equal(statusOf(store, refundedFirst.id), 'refunded');

  // The async success overtakes the completion (payment_status unpaid): still paid.
  const asyncFirst = await pendingPurchase(store);
  await deliver(sessionEvent('checkout.session.async_payment_succeeded', asyncFirst));
  await deliver(sessionEvent('checkout.session.completed', asyncFirst, { payment_status: 'unpaid' }));
  assert.equal(statusOf(store, asyncFirst.id), 'paid');
  assert.equal(store.allowed(CAMPAIGN_ID), 1000);
});

Deno.test('an asynchronous payment: completed stays pending, then succeeds or fails', async () => {
  const { store, deliver } = setup();
  const succeeds = await pendingPurchase(store);
  const completed = await deliver(
    sessionEvent('checkout.session.completed', succeeds, { payment_status: 'unpaid' }),
  );
  assert.equal(completed.body.outcome, 'pending');
  assert.equal(statusOf(store, succeeds.id), 'pending');
  assert.equal(store.allowed(CAMPAIGN_ID), 0);
  await deliver(sessionEvent('checkout.session.async_payment_succeeded', succeeds));
  assert.equal(statusOf(store, succeeds.id), 'paid');
  assert.ok(store.purchases.get(succeeds.id)?.paidAt);

  const fails = await pendingPurchase(store);
  await deliver(sessionEvent('checkout.session.completed', fails, { payment_status: 'unpaid' }));
  assert.equal(
    (await deliver(sessionEvent('checkout.session.async_payment_failed', fails))).body.outcome,
    'failed',
  );
  assert.equal(statusOf(store, fails.id), 'failed');
  assert.equal(store.allowed(CAMPAIGN_ID), 500);
});

Deno.test('checkout.session.expired expires a pending purchase', async () => {
  const { store, deliver } = setup();
  const purchase = await pendingPurchase(store);
  assert.equal(
    (await deliver(sessionEvent('checkout.session.expired', purchase, { payment_status: 'unpaid' }))).body
      .outcome,
    'expired',
  );
  assert.equal(statusOf(store, purchase.id), 'expired');
});

Deno.test('charge.refunded: a full refund takes the package back, a partial one does not', async () => {
  const { store, deliver } = setup();
  const purchase = await pendingPurchase(store);
  await deliver(sessionEvent('checkout.session.completed', purchase));
  assert.equal((await deliver(refundEvent(`pi_for_${purchase.id}`, false))).body.outcome, 'ignored');
  assert.equal(statusOf(store, purchase.id), 'paid');
  assert.equal((await deliver(refundEvent(`pi_for_${purchase.id}`))).body.outcome, 'refunded');
  assert.equal(store.allowed(CAMPAIGN_ID), 0);
  assert.equal((await deliver(refundEvent('pi_nobody_knows'))).body.outcome, 'unknown_purchase');
});

Deno.test('a session found by its purchase id when its id was never saved; foreign sessions ignored', async () => {
  const { store, deliver } = setup();
  const id = await store.createPurchase({
    workspaceId: 'w',
    campaignId: CAMPAIGN_ID,
    packageId: 'standard',
    recipients: 1000,
    amountCents: 1399,
    currency: 'usd',
    createdBy: 'u',
  });
  const sessionId = nextId('cs');
  assert.equal(
    (await deliver(sessionEvent('checkout.session.completed', { id, sessionId }))).body.outcome,
    'paid',
  );
  assert.equal(store.purchases.get(id)?.checkoutSessionId, sessionId);

  const foreign = await deliver(
    sessionEvent('checkout.session.completed', { id: crypto.randomUUID(), sessionId: nextId('cs') }),
  );
  assert.equal(foreign.body.outcome, 'unknown_purchase');
  const subscription = await deliver(
    sessionEvent('checkout.session.completed', { id, sessionId }, { mode: 'subscription' }),
  );
  assert.equal(subscription.body.outcome, 'ignored');
  assert.equal((await deliver({ ...refundEvent('pi_x'), type: 'customer.created' })).body.outcome, 'ignored');
});

Deno.test('buying another package adds to the allowance', async () => {
  const { store, deliver } = setup();
  const basic = await pendingPurchase(store, 'basic', 500);
  const standard = await pendingPurchase(store, 'standard', 1000);
  await deliver(sessionEvent('checkout.session.completed', basic));
  assert.equal(store.allowed(CAMPAIGN_ID), 500);
  await deliver(sessionEvent('checkout.session.completed', standard));
  assert.equal(store.allowed(CAMPAIGN_ID), 1500);
});

Deno.test('a failure answers 500 and leaves the event to be handled again on retry', async () => {
  const store = memoryPurchaseStore();
  let failures = 1;
  const flaky = {
    ...store,
    changePurchase: (...args: Parameters<MemoryStore['changePurchase']>) => {
      if (failures-- > 0) return Promise.reject(new Error('database unavailable'));
      return store.changePurchase(...args);
    },
  };
  const handler = createWebhookHandler({ env: ENV, store: () => flaky });
  const purchase = await pendingPurchase(store);
  const event = sessionEvent('checkout.session.completed', purchase);
  assert.equal((await handler(await signedRequest(event))).status, 500);
  assert.equal(statusOf(store, purchase.id), 'pending');
  const retry = await handler(await signedRequest(event));
  assert.deepEqual(await retry.json(), { received: true, outcome: 'paid' });
});

Deno.test('the local secret is trusted only on a loopback stack without a key', async () => {
  const local = setup({ SUPABASE_URL: 'http://127.0.0.1:54321' });
  const purchase = await pendingPurchase(local.store);
  const event = sessionEvent('checkout.session.completed', purchase);
  assert.equal((await local.deliver(event, 'whsec_pitchcraft_local_checkout')).status, 200);

  const deployed = setup({ SUPABASE_URL: 'https://project.supabase.co' });
  const other = await pendingPurchase(deployed.store);
  const refused = await deployed.deliver(
    sessionEvent('checkout.session.completed', other),
    'whsec_pitchcraft_local_checkout',
  );
  assert.equal(refused.status, 500);
  assert.equal(refused.body.error.code, 'webhook_not_configured');
  assert.equal(statusOf(deployed.store, other.id), 'pending');

  const keyed = setup({ SUPABASE_URL: 'http://127.0.0.1:54321', STRIPE_SECRET_KEY: 'sk_test_1' });
  const third = await pendingPurchase(keyed.store);
  assert.equal(
    (
      await keyed.deliver(
        sessionEvent('checkout.session.completed', third),
        'whsec_pitchcraft_local_checkout',
      )
    ).status,
    500,
  );
});

Deno.test('a refund before its payment is found through the payment intent at Stripe', async () => {
  await withFakeStripe(async (fake) => {
    const env = { ...ENV, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: fake.base };
    const store = memoryPurchaseStore();
    const handler = createWebhookHandler({ env, store: () => store, stripe: () => stripeClient(env) });
    const purchase = await pendingPurchase(store);
    fake.intents.set('pi_unseen', { purchaseId: purchase.id });
    const refunded = await handler(await signedRequest(refundEvent('pi_unseen')));
    assert.deepEqual(await refunded.json(), { received: true, outcome: 'refunded' });
    assert.equal(fake.calls[0]?.path, '/v1/payment_intents/pi_unseen');
    // The completion Stripe sends next finds a refunded purchase and leaves it so.
    const late = await handler(await signedRequest(sessionEvent('checkout.session.completed', purchase)));
    assert.deepEqual(await late.json(), { received: true, outcome: 'unchanged' });
    assert.equal(statusOf(store, purchase.id), 'refunded');
  });
});
