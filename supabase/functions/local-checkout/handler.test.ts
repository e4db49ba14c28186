import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from '../_shared/billing/environment.ts';
import { memoryPurchaseStore } from '../_shared/testing/billing-memory-store.ts';
import { BUYER_ID, CAMPAIGN_ID, WORKSPACE_ID } from '../_shared/testing/billing-support.ts';
import { memorySubscriptionStore } from '../_shared/testing/subscription-memory-store.ts';
import { createWebhookHandler } from '../stripe-webhook/handler.ts';
import { createLocalCheckoutHandler } from './handler.ts';

const API = 'http://127.0.0.1:54321';
const APP = 'http://127.0.0.1:5173';
const ENV = { SUPABASE_URL: API, SITE_URL: APP };
const BACK = `${APP}/organizations/${WORKSPACE_ID}/campaigns/${CAMPAIGN_ID}/recipients`;

/** The page, and a stripe-webhook it delivers to straight through the handler, on one store. */
async function setup(env: Record<string, string> = ENV, packageId = 'standard') {
  const store = memoryPurchaseStore();
  const webhook = createWebhookHandler({ env, store: () => store });
  const delivered: { url: string; event: Stripe.Event; status: number }[] = [];
  let webhookAnswers: number | undefined;
  const send: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const event = await Stripe.webhooks.constructEventAsync(
      await request.clone().text(),
      request.headers.get('stripe-signature') ?? '',
      LOCAL_WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
    const response = webhookAnswers
      ? new Response('down', { status: webhookAnswers })
      : await webhook(request);
    delivered.push({ url: request.url, event, status: response.status });
    return response;
  };
  const purchaseId = await store.createPurchase({
    workspaceId: WORKSPACE_ID,
    campaignId: CAMPAIGN_ID,
    packageId,
    recipients: 1000,
    amountCents: 1399,
    currency: 'usd',
    createdBy: BUYER_ID,
  });
  const session = `cs_local_${crypto.randomUUID().replaceAll('-', '')}`;
  await store.attachCheckoutSession(purchaseId, session);
  const subscriptions = memorySubscriptionStore();
  const handler = createLocalCheckoutHandler({
    env,
    store: () => store,
    subscriptions: () => subscriptions,
    send,
  });
  const open = (query = `?session=${session}&locale=en`, headers: Record<string, string> = {}) =>
    handler(new Request(`${API}/functions/v1/local-checkout${query}`, { headers }));
  const press = (action: string, locale = 'en') =>
    handler(
      new Request(`${API}/functions/v1/local-checkout`, {
        method: 'POST',
        body: new URLSearchParams({ session, locale, action }),
      }),
    );
  return {
    store,
    purchaseId,
    session,
    delivered,
    open,
    press,
    webhookDown: () => {
      webhookAnswers = 500;
    },
  };
}

const quiet = async <T>(work: () => Promise<T>) => {
  const original = console.error;
  console.error = () => {};
  try {
    return await work();
  } finally {
    console.error = original;
  }
};

Deno.test('the page shows the package, the recipients and the amount, in English and Spanish', async () => {
  const { open, session } = await setup();
  const english = await open();
  assert.equal(english.status, 200);
  assert.match(english.headers.get('content-type') ?? '', /text\/html/);
  const page = await english.text();
  assert.match(page, /<html lang="en">/);
  assert.match(page, /<dd>Standard<\/dd>/);
  assert.match(page, /<dt>Recipients<\/dt><dd>1,000<\/dd>/);
  assert.match(page, /<dd>\$13\.99<\/dd>/);
  assert.match(
    page,
    /<button type="submit" name="action" value="pay" class="primary">Pay \$13\.99<\/button>/,
  );
  assert.match(page, /value="cancel"[^>]*>Cancel</);
  assert.ok(page.includes(`name="session" value="${session}"`));
  assert.doesNotMatch(page, /<(script|link|img)\b/);

  const spanish = await (await open(`?session=${session}&locale=es`)).text();
  assert.match(spanish, /<html lang="es">/);
  assert.match(spanish, /<dd>Estándar<\/dd>/);
  assert.match(spanish, /<dt>Destinatarios<\/dt><dd>1000<\/dd>/);
  assert.match(spanish, /Pagar 13,99/);
  assert.match(spanish, />Cancelar</);
  // Without a locale in the address, the browser's language.
  const byHeader = await (await open(`?session=${session}`, { 'accept-language': 'es-MX,es;q=0.9' })).text();
  assert.match(byHeader, /<html lang="es">/);
});

Deno.test('Pay delivers a signed checkout.session.completed to stripe-webhook and returns to the campaign', async () => {
  const { press, store, purchaseId, session, delivered } = await setup();
  const response = await press('pay');
  assert.equal(response.status, 303);
  assert.equal(response.headers.get('location'), `${BACK}?payment=success&purchase=${purchaseId}`);
  assert.equal(delivered.length, 1);
  const [{ url, event, status }] = delivered as [(typeof delivered)[number]];
  assert.equal(url, `${API}/functions/v1/stripe-webhook`);
  assert.equal(status, 200);
  assert.equal(event.type, 'checkout.session.completed');
  const object = event.data.object as Stripe.Checkout.Session;
  assert.equal(object.id, session);
  assert.equal(object.payment_status, 'paid');
  assert.equal(object.amount_total, 1399);
  assert.deepEqual(object.metadata, {
    purchaseId,
    campaignId: CAMPAIGN_ID,
    workspaceId: WORKSPACE_ID,
    packageId: 'standard',
  });
  assert.equal(store.purchases.get(purchaseId)?.status, 'paid');
  assert.equal(store.allowed(CAMPAIGN_ID), 1000);

  // Back on the page (the browser's Back button): already paid, nothing to press.
  const again = await press('pay');
  assert.equal(again.status, 200);
  assert.match(await again.text(), /This package is already paid/);
  assert.equal(delivered.length, 1);
});

Deno.test('Cancel pays nothing: the session expires and the buyer returns to the campaign', async () => {
  const { press, store, purchaseId, delivered } = await setup();
  const response = await press('cancel', 'es');
  assert.equal(response.status, 303);
  assert.equal(response.headers.get('location'), `${BACK}?payment=cancelled&purchase=${purchaseId}`);
  assert.equal(delivered[0]?.event.type, 'checkout.session.expired');
  assert.equal(store.purchases.get(purchaseId)?.status, 'expired');
  assert.equal(store.allowed(CAMPAIGN_ID), 0);
});

Deno.test('the webhook refusing: an error page with a way to try again, nothing paid', async () => {
  const { press, store, purchaseId, webhookDown } = await setup();
  webhookDown();
  const response = await quiet(() => press('pay'));
  assert.equal(response.status, 502);
  assert.match(await response.text(), /The payment could not be recorded/);
  assert.equal(store.purchases.get(purchaseId)?.status, 'pending');
});

Deno.test('an unknown session answers 404; off a local stack the page does not exist', async () => {
  const { open } = await setup();
  const unknown = await open(`?session=cs_local_${'0'.repeat(32)}&locale=es`);
  assert.equal(unknown.status, 404);
  assert.match(await unknown.text(), /No se encontró el pago/);
  assert.equal((await open('?session=../../etc')).status, 404);

  for (const env of [
    { SUPABASE_URL: 'https://project.supabase.co', SITE_URL: APP },
    { ...ENV, STRIPE_SECRET_KEY: 'sk_test_1' },
  ]) {
    const deployed = await setup(env);
    const response = await deployed.open();
    assert.equal(response.status, 404);
    assert.equal((await deployed.press('pay')).status, 404);
    assert.equal(deployed.delivered.length, 0);
    assert.equal(deployed.store.purchases.get(deployed.purchaseId)?.status, 'pending');
  }
});
