import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from '../_shared/billing/environment.ts';
import { memoryPurchaseStore } from '../_shared/testing/billing-memory-store.ts';
import { BUYER_ID, PAGE_ID, WORKSPACE_ID } from '../_shared/testing/billing-support.ts';
import { memorySubscriptionStore } from '../_shared/testing/subscription-memory-store.ts';
import { createWebhookHandler } from '../stripe-webhook/handler.ts';
import { createLocalCheckoutHandler } from './handler.ts';

const API = 'http://127.0.0.1:54321';
const APP = 'http://127.0.0.1:5173';
const ENV = { SUPABASE_URL: API, SITE_URL: APP };
const PAGE_VIEW = `${APP}/organizations/${WORKSPACE_ID}/pages/${PAGE_ID}/view`;

/** The local pages and a stripe-webhook they deliver to straight through the handler, on one store. */
async function setup(planId = 'premium', env: Record<string, string> = ENV) {
  const purchases = memoryPurchaseStore();
  const subscriptions = memorySubscriptionStore();
  const webhook = createWebhookHandler({ env, store: () => purchases, subscriptions: () => subscriptions });
  const delivered: { type: string; status: number; signedWith: string }[] = [];
  const down = { status: 0 };
  const send: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    assert.equal(request.url, `${API}/functions/v1/stripe-webhook`);
    // Throws unless signed with the local secret, as Stripe signs.
    const event = await Stripe.webhooks.constructEventAsync(
      await request.clone().text(),
      request.headers.get('stripe-signature') ?? '',
      LOCAL_WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
    const response = down.status ? new Response('down', { status: down.status }) : await webhook(request);
    delivered.push({ type: event.type, status: response.status, signedWith: LOCAL_WEBHOOK_SECRET });
    return response;
  };
  const id = (await subscriptions.createSubscription({
    workspaceId: WORKSPACE_ID,
    campaignId: PAGE_ID,
    planId,
    createdBy: BUYER_ID,
  })) as string;
  const session = `cs_local_${crypto.randomUUID().replaceAll('-', '')}`;
  await subscriptions.attachCheckoutSession(id, session);
  const handler = createLocalCheckoutHandler({
    env,
    store: () => purchases,
    subscriptions: () => subscriptions,
    send,
  });
  const get = (query: string) => handler(new Request(`${API}/functions/v1/local-checkout${query}`));
  const post = (fields: Record<string, string>) =>
    handler(
      new Request(`${API}/functions/v1/local-checkout`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
    );
  const row = () => subscriptions.rows.get(id);
  return { id, session, subscriptions, delivered, down, get, post, row };
}

Deno.test('the subscription checkout shows the plan in both languages', async () => {
  const { session, get } = await setup();
  const english = await (await get(`?session=${session}&locale=en`)).text();
  assert.match(english, /<html lang="en">/);
  assert.match(english, /Premium/);
  assert.match(english, /Subscribe for \$29\.00\/month/);
  assert.match(english, /500 email recipients a month/);
  assert.match(english, /Monthly, cancel anytime/);
  const spanish = await (await get(`?session=${session}&locale=es`)).text();
  assert.match(spanish, /<html lang="es">/);
  assert.match(spanish, /Suscribirse por 29,00\sUS\$\/mes/);
  assert.match(spanish, /500 destinatarios de email al mes/);
});

Deno.test('Subscribe delivers completed, created and paid, signed, in order; the page is live; Premium credited', async () => {
  const { id, session, subscriptions, delivered, post, get, row } = await setup();
  const response = await post({ session, locale: 'en', action: 'pay' });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get('location'), `${PAGE_VIEW}?subscription=success&subscriptionId=${id}`);
  assert.deepEqual(
    delivered.map((entry) => [entry.type, entry.status]),
    [
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
    ],
  );
  assert.equal(row()?.status, 'active');
  assert.equal(subscriptions.isLive(PAGE_ID), true);
  assert.equal(subscriptions.credits.length, 1);
  assert.equal(subscriptions.credits[0]?.recipients, 500);

  // Opened again: already subscribed, nothing more delivered.
  const again = await (await get(`?session=${session}&locale=en`)).text();
  assert.match(again, /already subscribed/);
  await post({ session, locale: 'en', action: 'pay' });
  assert.equal(delivered.length, 3);
});

Deno.test('Cancel delivers checkout.session.expired and returns with subscription=cancelled', async () => {
  const { session, delivered, post, row } = await setup('basic');
  const response = await post({ session, locale: 'es', action: 'cancel' });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get('location'), `${PAGE_VIEW}?subscription=cancelled`);
  assert.deepEqual(
    delivered.map((entry) => entry.type),
    ['checkout.session.expired'],
  );
  assert.equal(row()?.status, 'incomplete_expired');
});

Deno.test('a refused delivery shows an error and leaves the page unpaid', async () => {
  const { session, down, post, row, subscriptions } = await setup();
  down.status = 500;
  const response = await post({ session, locale: 'en', action: 'pay' });
  assert.equal(response.status, 502);
  assert.match(await response.text(), /Try again/);
  assert.equal(row()?.status, 'incomplete');
  assert.equal(subscriptions.isLive(PAGE_ID), false);
});

Deno.test('the local portal: plan, status and period end; cancel at period end, resume, cancel now', async () => {
  const { id, session, delivered, post, get, row, subscriptions } = await setup('basic');
  await post({ session, locale: 'en', action: 'pay' });

  const page = await (await get(`?portal=${id}&locale=en`)).text();
  assert.match(page, /Your subscription/);
  assert.match(page, /Basic · \$12\.00\/month/);
  assert.match(page, /Active/);
  assert.match(page, /Renews on/);
  assert.match(page, /Cancel at period end/);
  assert.doesNotMatch(page, /Resume subscription/);
  const spanish = await (await get(`?portal=${id}&locale=es`)).text();
  assert.match(spanish, /Tu suscripción/);
  assert.match(spanish, /Básico/);
  assert.match(spanish, /Activa/);

  const ending = await post({ portal: id, locale: 'en', action: 'cancel_at_period_end' });
  assert.equal(ending.status, 303);
  assert.equal(ending.headers.get('location'), PAGE_VIEW);
  assert.equal(delivered.at(-1)?.type, 'customer.subscription.updated');
  assert.equal(row()?.cancelAtPeriodEnd, true);
  assert.equal(subscriptions.isLive(PAGE_ID), true);
  const endingPage = await (await get(`?portal=${id}&locale=en`)).text();
  assert.match(endingPage, /Ends on/);
  assert.match(endingPage, /Resume subscription/);

  await post({ portal: id, locale: 'en', action: 'resume' });
  assert.equal(row()?.cancelAtPeriodEnd, false);

  const now = await post({ portal: id, locale: 'en', action: 'cancel_now' });
  assert.equal(now.status, 303);
  assert.equal(delivered.at(-1)?.type, 'customer.subscription.deleted');
  assert.equal(row()?.status, 'canceled');
  assert.equal(subscriptions.isLive(PAGE_ID), false);
  assert.match(await (await get(`?portal=${id}&locale=en`)).text(), /This subscription has ended/);
});

Deno.test('the portal of an unknown or never-paid subscription is 404; off loopback everything is 404', async () => {
  const { id, get } = await setup();
  assert.equal((await get(`?portal=${id}&locale=en`)).status, 404);
  assert.equal((await get(`?portal=${crypto.randomUUID()}`)).status, 404);
  assert.equal((await get('?portal=not-a-uuid')).status, 404);
  const remote = await setup('basic', { SUPABASE_URL: 'https://project.supabase.co', SITE_URL: APP });
  assert.equal((await remote.get(`?portal=${remote.id}`)).status, 404);
});
