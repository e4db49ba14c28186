/**
 * Payments through the real gateway and Deno, offline (no STRIPE_SECRET_KEY, a loopback stack):
 * checkout as the app calls it, the local checkout page as the browser uses it, its signed event
 * into stripe-webhook, and the allowance campaign_usage reports. Then webhook deliveries (new,
 * replayed, duplicated, out of order) racing recipient uploads on one campaign.
 */

import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import {
  anonClient,
  HARBOR_AND_PINE,
  insertRow,
  SEEDED_PAGE,
  serviceClient,
  signIn,
  signInNewUser,
  tableOwner,
} from './testing/stack-clients.ts';
import { deliverStripeEvent, postSignedPayload, type StripeEventInput } from './testing/stripe-events.ts';

const SITE = 'http://127.0.0.1:5173';

let stack: RunningStack;
let service: SupabaseClient;
let tables: pg.Client;
const clients = {} as Record<'owner' | 'member' | 'viewer' | 'stranger', SupabaseClient>;

async function newCampaign(name: string) {
  return insertRow(tables, 'campaigns', { workspace_id: HARBOR_AND_PINE, kind: 'email', name });
}

async function checkout(who: SupabaseClient, campaignId: string, packageId: string, locale = 'en') {
  const { data, error } = await who.functions.invoke('checkout', { body: { campaignId, packageId, locale } });
  if (error) throw error;
  return data as { url: string; purchaseId: string };
}

async function usage(who: SupabaseClient, campaignId: string) {
  const { data, error } = await who.rpc('campaign_usage', { campaign_id: campaignId }).single();
  if (error) throw error;
  return data as { allowed: number; used: number; remaining: number };
}

async function purchase(id: string) {
  const { data, error } = await service.from('campaign_purchases').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

/** The local page's Pay or Cancel, as the browser submits its form. */
async function press(url: string, action: 'pay' | 'cancel') {
  const address = new URL(url);
  return fetch(address.origin + address.pathname, {
    method: 'POST',
    body: new URLSearchParams({
      session: address.searchParams.get('session') ?? '',
      locale: address.searchParams.get('locale') ?? 'en',
      action,
    }),
    redirect: 'manual',
  });
}

const deliver = (event: StripeEventInput) => deliverStripeEvent(stack, event);

const completed = (
  eventId: string,
  sessionId: string,
  purchaseId: string,
  type = 'checkout.session.completed',
) => ({
  id: eventId,
  type,
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid',
      client_reference_id: purchaseId,
      metadata: { purchaseId },
      payment_intent: `pi_${eventId}`,
    },
  },
});

beforeAll(async () => {
  // Blank keys override any .env: the offline path, whatever the developer's machine holds.
  stack = await startTestStack({
    siteUrl: SITE,
    functionEnv: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_BASE: '' },
  });
  service = serviceClient(stack);
  tables = await tableOwner(stack);
  clients.owner = await signIn(stack, 'owner@pitchcraft.local');
  clients.member = await signIn(stack, 'member@pitchcraft.local');
  clients.stranger = await signInNewUser(stack, 'stranger@example.com', 'stranger-password-1');
  clients.viewer = await signInNewUser(stack, 'viewer@example.com', 'viewer-password-1');
  const { data } = await clients.viewer.auth.getUser();
  await tables.query(
    `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
    [HARBOR_AND_PINE, data.user?.id],
  );
}, 90_000);

afterAll(async () => {
  await tables?.end();
  await stack?.stop();
});

describe('checkout → local checkout → stripe-webhook', () => {
  test('a member buys Standard: the page, Pay, and campaign_usage shows 1,000 allowed', async () => {
    const campaignId = await newCampaign('Paid through the local checkout');
    expect(await usage(clients.member, campaignId)).toEqual({ allowed: 0, used: 0, remaining: 0 });

    const { url, purchaseId } = await checkout(clients.member, campaignId, 'standard', 'es');
    expect(url).toMatch(
      new RegExp(`^${stack.apiUrl}/functions/v1/local-checkout\\?session=cs_local_[0-9a-f]{32}&locale=es$`),
    );
    expect(await purchase(purchaseId)).toMatchObject({
      status: 'pending',
      package_id: 'standard',
      recipients: 1000,
      amount_cents: 1399,
      currency: 'usd',
      campaign_id: campaignId,
      workspace_id: HARBOR_AND_PINE,
    });

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<dd>Estándar</dd>');
    expect(html).toContain('<dt>Destinatarios</dt><dd>1000</dd>');
    expect(html).toContain('Pagar 13,99');

    const paid = await press(url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${SITE}/organizations/${HARBOR_AND_PINE}/campaigns/${campaignId}/recipients?payment=success&purchase=${purchaseId}`,
    );
    expect(await purchase(purchaseId)).toMatchObject({ status: 'paid' });
    expect(await usage(clients.member, campaignId)).toEqual({ allowed: 1000, used: 0, remaining: 1000 });

    // Buying another package adds to the allowance.
    const more = await checkout(clients.owner, campaignId, 'basic');
    expect((await press(more.url, 'pay')).status).toBe(303);
    expect(await usage(clients.owner, campaignId)).toEqual({ allowed: 1500, used: 0, remaining: 1500 });
  }, 60_000);

  test('Cancel returns to the campaign with nothing paid', async () => {
    const campaignId = await newCampaign('Cancelled checkout');
    const { url, purchaseId } = await checkout(clients.owner, campaignId, 'premium');
    const cancelled = await press(url, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toContain(`?payment=cancelled&purchase=${purchaseId}`);
    expect(await purchase(purchaseId)).toMatchObject({ status: 'expired', paid_at: null });
    expect(await usage(clients.owner, campaignId)).toMatchObject({ allowed: 0 });
    // The page afterwards: closed, Pay cannot pay it any more.
    expect((await press(url, 'pay')).status).toBe(200);
    expect(await purchase(purchaseId)).toMatchObject({ status: 'expired' });
  }, 60_000);

  test('refusals: a stranger, a viewer, a page, an unknown or inactive package, no token; nothing recorded', async () => {
    const campaignId = await newCampaign('Refusals');
    await insertRow(tables, 'packages', {
      id: 'retired',
      name: 'Retired',
      recipients: 100,
      price_cents: 100,
      active: false,
    });
    const cases: [SupabaseClient, string, string, number, string][] = [
      [clients.stranger, campaignId, 'basic', 404, 'campaign_not_found'],
      [clients.viewer, campaignId, 'basic', 403, 'viewer_read_only'],
      [clients.owner, SEEDED_PAGE, 'basic', 400, 'invalid_request'],
      [clients.owner, campaignId, 'platinum', 404, 'package_not_found'],
      [clients.owner, campaignId, 'retired', 404, 'package_not_found'],
    ];
    for (const [who, id, packageId, status, code] of cases) {
      const { error } = await who.functions.invoke('checkout', { body: { campaignId: id, packageId } });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    }
    const anonymous = await anonClient(stack).functions.invoke('checkout', {
      body: { campaignId, packageId: 'basic' },
    });
    expect(((anonymous.error as FunctionsHttpError).context as Response).status).toBe(401);
    const { count } = await service
      .from('campaign_purchases')
      .select('id', { count: 'exact', head: true })
      .eq('campaign_id', campaignId);
    expect(count).toBe(0);
  }, 60_000);

  test('stripe-webhook refuses a bad signature and writes nothing', async () => {
    const campaignId = await newCampaign('Forged');
    const { url, purchaseId } = await checkout(clients.owner, campaignId, 'basic');
    const session = new URL(url).searchParams.get('session') ?? '';
    const payload = JSON.stringify({
      object: 'event',
      created: 1,
      ...completed('evt_forged', session, purchaseId),
    });
    const response = await postSignedPayload(stack, payload, 'whsec_someone_else');
    expect(response.status).toBe(400);
    expect(await purchase(purchaseId)).toMatchObject({ status: 'pending' });
    const { count } = await service
      .from('webhook_events')
      .select('event_id', { count: 'exact', head: true })
      .eq('event_id', 'evt_forged');
    expect(count).toBe(0);
  }, 60_000);
});

describe('the allowance under concurrent deliveries and uploads', () => {
  test('8 purchases paid by 28 racing deliveries while 8 uploads land: every paid package counts once', async () => {
    const campaignId = await newCampaign('Racing payments and uploads');
    const purchases = await Promise.all(
      Array.from({ length: 8 }, (_, i) => checkout(clients.member, campaignId, i % 2 ? 'standard' : 'basic')),
    );
    const sessions = purchases.map((p) => ({
      ...p,
      session: new URL(p.url).searchParams.get('session') ?? '',
    }));

    const work: PromiseLike<unknown>[] = [];
    sessions.forEach((p, i) => {
      const event = completed(`evt_race_${i}`, p.session, p.purchaseId);
      work.push(deliver(event)); // the delivery
      work.push(deliver(event)); // Stripe's retry of the same event, at the same time
      work.push(deliver(completed(`evt_race_dup_${i}`, p.session, p.purchaseId))); // a duplicate event
      // An expiry arriving late for half of them: a paid purchase never expires.
      if (i % 2 === 0)
        work.push(
          deliver(completed(`evt_race_exp_${i}`, p.session, p.purchaseId, 'checkout.session.expired')),
        );
      work.push(
        clients.member.rpc('add_recipients', {
          campaign_id: campaignId,
          emails: Array.from({ length: 50 }, (_, k) => `wave${i}.${k}@example.com`).concat(
            'wave0.0@example.com',
          ),
        }),
      );
    });
    const results = await Promise.all(work);
    for (const result of results) {
      const failure = result as { status?: number; error?: unknown };
      if (failure.status !== undefined) expect(failure.status).toBe(200);
      if ('error' in failure) expect(failure.error).toBeNull();
    }

    // 4 × 500 + 4 × 1,000, each exactly once, whatever the interleaving.
    expect(await usage(clients.member, campaignId)).toEqual({ allowed: 6000, used: 0, remaining: 6000 });
    const { data: rows } = await service
      .from('campaign_purchases')
      .select('status')
      .eq('campaign_id', campaignId);
    expect(rows?.map((r) => r.status)).toEqual(Array(8).fill('paid'));
    const { count: recipients } = await service
      .from('recipients')
      .select('id', { count: 'exact', head: true })
      .eq('campaign_id', campaignId);
    expect(recipients).toBe(400);
    const { data: events } = await service
      .from('webhook_events')
      .select('event_id, processed_at')
      .like('event_id', 'evt_race_%');
    expect(events).toHaveLength(20);
    expect(events?.every((e) => e.processed_at)).toBe(true);
  }, 120_000);
});
