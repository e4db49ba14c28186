/**
 * Webpage plans through the real gateway and Deno, offline (no STRIPE_SECRET_KEY, a loopback
 * stack; docs/payments.md "Webpage plans"): checkout for a page → the local checkout's Subscribe →
 * page_is_live; the local portal's "Cancel now" → not live; signed events delivered directly for a
 * failed payment (past_due → not live) and Premium's monthly recipients, once per invoice, spent
 * on an email campaign with use_plan_recipients.
 */

import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import {
  HARBOR_AND_PINE,
  insertRow,
  SEEDED_EMAIL,
  serviceClient,
  signIn,
  tableOwner,
} from './testing/stack-clients.ts';
import { deliverStripeEvent } from './testing/stripe-events.ts';

const SITE = 'http://127.0.0.1:5173';
const DAY = 86_400;

let stack: RunningStack;
let service: SupabaseClient;
let tables: pg.Client;
let owner: SupabaseClient;
let pageCount = 0;

const content = {
  version: 1,
  template: 'minimal',
  seo: { title: 'Spring tune-up week', description: 'Book a tune-up.' },
  sections: [{ type: 'hero', heading: 'Spring tune-up week', body: 'Book a tune-up.' }],
};

/** A published page without a subscription. */
async function newPage() {
  pageCount += 1;
  return insertRow(tables, 'campaigns', {
    workspace_id: HARBOR_AND_PINE,
    kind: 'page',
    name: `Subscribed page ${pageCount}`,
    slug: `subscribed-page-${pageCount}-${crypto.randomUUID().slice(0, 6)}`,
    status: 'published',
    content,
  });
}

async function newEmailCampaign() {
  return insertRow(tables, 'campaigns', {
    workspace_id: HARBOR_AND_PINE,
    kind: 'email',
    name: 'Spends plan recipients',
  });
}

async function invoke<T>(
  name: string,
  body: Record<string, unknown>,
): Promise<{ data?: T; status?: number; code?: string }> {
  const { data, error } = await owner.functions.invoke(name, { body });
  if (!error) return { data: data as T };
  if (error instanceof FunctionsHttpError) {
    const answer = await error.context.json();
    return { status: error.context.status, code: answer.error?.code };
  }
  throw error;
}

async function isLive(pageId: string) {
  const { data, error } = await owner.rpc('page_is_live', { page_id: pageId });
  if (error) throw error;
  return data as boolean;
}

async function subscription(id: string) {
  const { data, error } = await service.from('page_subscriptions').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

/** A form of the local pages, submitted as the browser does. */
function submit(fields: Record<string, string>) {
  return fetch(`${stack.apiUrl}/functions/v1/local-checkout`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

const deliver = (type: string, object: Record<string, unknown>, created: number) =>
  deliverStripeEvent(stack, { type, created, data: { object } });

beforeAll(async () => {
  // Blank keys override any .env: the offline path, whatever the developer's machine holds.
  stack = await startTestStack({
    siteUrl: SITE,
    functionEnv: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_BASE: '' },
  });
  service = serviceClient(stack);
  tables = await tableOwner(stack);
  owner = await signIn(stack, 'owner@pitchcraft.local');
}, 90_000);

afterAll(async () => {
  await tables?.end();
  await stack?.stop();
});

describe('webpage plans offline', () => {
  test('checkout → Subscribe → live; the local portal Cancel now → not live', async () => {
    const pageId = await newPage();
    expect(await isLive(pageId)).toBe(false);

    const started = await invoke<{ url: string; subscriptionId: string }>('checkout', {
      campaignId: pageId,
      planId: 'basic',
      locale: 'en',
    });
    const { url, subscriptionId } = started.data ?? { url: '', subscriptionId: '' };
    expect(url).toMatch(
      new RegExp(`^${stack.apiUrl}/functions/v1/local-checkout\\?session=cs_local_[0-9a-f]{32}&locale=en$`),
    );
    expect(await subscription(subscriptionId)).toMatchObject({
      status: 'incomplete',
      plan_id: 'basic',
      campaign_id: pageId,
      workspace_id: HARBOR_AND_PINE,
    });
    const checkoutPage = await (await fetch(url)).text();
    expect(checkoutPage).toContain('Subscribe for $12.00/month');

    const session = new URL(url).searchParams.get('session') ?? '';
    const paid = await submit({ session, locale: 'en', action: 'pay' });
    expect(paid.status).toBe(303);
    const view = `${SITE}/organizations/${HARBOR_AND_PINE}/pages/${pageId}/view`;
    expect(paid.headers.get('location')).toBe(
      `${view}?subscription=success&subscriptionId=${subscriptionId}`,
    );
    const active = await subscription(subscriptionId);
    expect(active).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(active.stripe_subscription_id).toMatch(/^sub_local_/);
    expect(active.stripe_customer_id).toMatch(/^cus_local_/);
    expect(Date.parse(active.current_period_end)).toBeGreaterThan(Date.now() + 29 * DAY * 1000);
    expect(await isLive(pageId)).toBe(true);

    // A second subscription for the same page is refused.
    expect(await invoke('checkout', { campaignId: pageId, planId: 'premium' })).toMatchObject({
      status: 409,
      code: 'already_subscribed',
    });

    const portal = await invoke<{ url: string }>('billing-portal', { campaignId: pageId, locale: 'es' });
    expect(portal.data?.url).toBe(
      `${stack.apiUrl}/functions/v1/local-checkout?portal=${subscriptionId}&locale=es`,
    );
    const portalPage = await (await fetch(portal.data?.url ?? '')).text();
    expect(portalPage).toContain('Tu suscripción');
    expect(portalPage).toContain('Activa');

    const ending = await submit({ portal: subscriptionId, locale: 'es', action: 'cancel_at_period_end' });
    expect(ending.status).toBe(303);
    expect(ending.headers.get('location')).toBe(view);
    expect(await subscription(subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    expect(await isLive(pageId)).toBe(true);

    const canceled = await submit({ portal: subscriptionId, locale: 'es', action: 'cancel_now' });
    expect(canceled.status).toBe(303);
    expect(await subscription(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await isLive(pageId)).toBe(false);

    // Finished: the page may subscribe again.
    const again = await invoke<{ subscriptionId: string }>('checkout', {
      campaignId: pageId,
      planId: 'premium',
    });
    expect(again.data?.subscriptionId).toBeTruthy();
    expect(again.data?.subscriptionId).not.toBe(subscriptionId);
  }, 60_000);

  test('signed events: paid → live, payment failed → past due and not live, deleted; Premium credited once per invoice', async () => {
    const pageId = await newPage();
    const started = await invoke<{ subscriptionId: string }>('checkout', {
      campaignId: pageId,
      planId: 'premium',
    });
    const subscriptionId = started.data?.subscriptionId ?? '';
    const metadata = {
      pageSubscriptionId: subscriptionId,
      campaignId: pageId,
      workspaceId: HARBOR_AND_PINE,
      planId: 'premium',
    };
    const stripeId = `sub_test_${crypto.randomUUID().slice(0, 8)}`;
    const start = Math.floor(Date.now() / 1000);
    const period = { start, end: start + 30 * DAY };
    const sub = (status: string) => ({
      id: stripeId,
      object: 'subscription',
      customer: 'cus_test_1',
      status,
      cancel_at_period_end: false,
      canceled_at: status === 'canceled' ? start + 3 : null,
      metadata,
      items: { data: [{ current_period_start: period.start, current_period_end: period.end }] },
    });
    const invoice = (id: string, paid: boolean) => ({
      id,
      object: 'invoice',
      customer: 'cus_test_1',
      billing_reason: paid ? 'subscription_create' : 'subscription_cycle',
      parent: { subscription_details: { subscription: stripeId, metadata } },
      lines: { data: [{ period }] },
    });

    expect((await deliver('customer.subscription.created', sub('incomplete'), start)).body.outcome).toBe(
      'incomplete',
    );
    expect(await isLive(pageId)).toBe(false);

    const invoiceId = `in_test_${crypto.randomUUID().slice(0, 8)}`;
    expect((await deliver('invoice.paid', invoice(invoiceId, true), start + 1)).body.outcome).toBe('active');
    expect(await isLive(pageId)).toBe(true);
    // The same invoice again under another event id: one credit.
    await deliver('invoice.paid', invoice(invoiceId, true), start + 1);
    const credits = await service
      .from('campaign_purchases')
      .select('campaign_id, recipients, status, stripe_invoice_id, page_subscription_id')
      .eq('page_subscription_id', subscriptionId);
    expect(credits.data).toEqual([
      {
        campaign_id: pageId,
        recipients: 500,
        status: 'paid',
        stripe_invoice_id: invoiceId,
        page_subscription_id: subscriptionId,
      },
    ]);
    const planRecipients = async () =>
      (await owner.rpc('page_plan_recipients', { page_id: pageId }).single()).data;
    expect(await planRecipients()).toEqual({ credited: 500, moved: 0, remaining: 500 });

    // Spent on an email campaign of the workspace: its allowance grows, the page's credit shrinks.
    const emailId = await newEmailCampaign();
    const moved = await owner.rpc('use_plan_recipients', {
      page_id: pageId,
      campaign_id: emailId,
      recipients: 300,
    });
    expect(moved).toMatchObject({ data: 200, error: null });
    const { data: usage } = await owner.rpc('campaign_usage', { campaign_id: emailId }).single();
    expect(usage).toEqual({ allowed: 300, used: 0, remaining: 300 });
    expect(await planRecipients()).toEqual({ credited: 500, moved: 300, remaining: 200 });
    const tooMany = await owner.rpc('use_plan_recipients', {
      page_id: pageId,
      campaign_id: emailId,
      recipients: 201,
    });
    expect(tooMany.error?.message).toBe('no_recipients_left');
    const onAPage = await owner.rpc('use_plan_recipients', {
      page_id: pageId,
      campaign_id: pageId,
      recipients: 1,
    });
    expect(onAPage.error?.message).toBe('invalid_campaign');
    expect(await planRecipients()).toEqual({ credited: 500, moved: 300, remaining: 200 });

    expect(
      (await deliver('invoice.payment_failed', invoice('in_test_failed', false), start + 2)).body.outcome,
    ).toBe('past_due');
    expect(await subscription(subscriptionId)).toMatchObject({ status: 'past_due' });
    expect(await isLive(pageId)).toBe(false);

    // Late and older: the created event changes nothing now.
    expect((await deliver('customer.subscription.created', sub('active'), start)).body.outcome).toBe(
      'unchanged',
    );
    expect(await isLive(pageId)).toBe(false);

    expect((await deliver('customer.subscription.deleted', sub('canceled'), start + 3)).body.outcome).toBe(
      'canceled',
    );
    expect(await subscription(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await isLive(pageId)).toBe(false);
  }, 60_000);

  test('a plan changed in the customer portal: the price names the new plan, once per price', async () => {
    const prices = {
      basic: `price_basic_${crypto.randomUUID().slice(0, 6)}`,
      premium: `price_premium_${crypto.randomUUID().slice(0, 6)}`,
    };
    const setPrice = (id: string, price: string | null) =>
      tables
        .query('update public.webpage_plans set stripe_price_id = $1 where id = $2', [price, id])
        .then(() => 'ok')
        .catch((error: { code?: string }) => error.code);
    try {
      expect(await setPrice('basic', prices.basic)).toBe('ok');
      expect(await setPrice('premium', prices.premium)).toBe('ok');
      expect(await setPrice('premium', prices.basic)).toBe('23505');

      const pageId = await newPage();
      const started = await invoke<{ subscriptionId: string }>('checkout', {
        campaignId: pageId,
        planId: 'basic',
      });
      const subscriptionId = started.data?.subscriptionId ?? '';
      const stripeId = `sub_test_${crypto.randomUUID().slice(0, 8)}`;
      const start = Math.floor(Date.now() / 1000);
      const sub = (price: string) => ({
        id: stripeId,
        object: 'subscription',
        customer: 'cus_test_portal',
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: {
          pageSubscriptionId: subscriptionId,
          campaignId: pageId,
          workspaceId: HARBOR_AND_PINE,
          planId: 'basic',
        },
        items: {
          data: [{ price: { id: price }, current_period_start: start, current_period_end: start + 30 * DAY }],
        },
      });
      expect((await deliver('customer.subscription.created', sub(prices.basic), start)).body.outcome).toBe(
        'active',
      );
      expect(await subscription(subscriptionId)).toMatchObject({ plan_id: 'basic' });
      expect(
        (await deliver('customer.subscription.updated', sub(prices.premium), start + 60)).body.outcome,
      ).toBe('active');
      expect(await subscription(subscriptionId)).toMatchObject({ plan_id: 'premium', status: 'active' });
    } finally {
      await setPrice('basic', null);
      await setPrice('premium', null);
    }
  }, 60_000);

  test('refusals: a plan for an email campaign, package and plan together, an unknown plan; no portal without a subscription', async () => {
    const pageId = await newPage();
    expect(await invoke('checkout', { campaignId: SEEDED_EMAIL, planId: 'basic' })).toMatchObject({
      status: 400,
      code: 'invalid_request',
    });
    expect(
      await invoke('checkout', { campaignId: pageId, planId: 'basic', packageId: 'basic' }),
    ).toMatchObject({
      status: 400,
      code: 'invalid_request',
    });
    expect(await invoke('checkout', { campaignId: pageId, planId: 'gold' })).toMatchObject({
      status: 404,
      code: 'plan_not_found',
    });
    expect(await invoke('billing-portal', { campaignId: pageId })).toMatchObject({
      status: 409,
      code: 'no_subscription',
    });
    const { count } = await service
      .from('page_subscriptions')
      .select('id', { count: 'exact', head: true })
      .eq('campaign_id', pageId);
    expect(count).toBe(0);
  }, 60_000);
});
