/**
 * Static copies of public pages through the real stack (docs/public-pages.md, "Static copies"): the
 * stack's scheduler calls render-pages as pg_cron does in production, render-pages writes the copy
 * into the public `pages` bucket, and the hosting's rewrite (static-rewrite.ts) serves it. A copy is
 * the function's answer byte for byte; an edit replaces it; it is gone, and /pages/{slug} says the
 * page is not available, within a minute of the subscription ending, whether a webhook says so or
 * the clock passes the end of its period with no write at all.
 */

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAMPLE_DOCUMENT } from '../functions/_shared/pages/fixtures/sample-document.ts';
import { staticPagesRewrite } from '../functions/_shared/pages/static-rewrite.ts';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import { HARBOR_AND_PINE, insertRow, tableOwner } from './testing/stack-clients.ts';
import { deliverStripeEvent } from './testing/stripe-events.ts';

const SITE = 'http://127.0.0.1:5173';
/** What the issue allows between a subscription ending and every new visitor being told. */
const WITHIN_A_MINUTE = 60_000;

let stack: RunningStack;
let tables: pg.Client;
let visit: (path: string) => Promise<Response>;

const content = SAMPLE_DOCUMENT;

/** A published page with an active subscription whose period ends in a month. */
async function livePage(stripeId: string | null = null) {
  const slug = `static-${crypto.randomUUID().slice(0, 8)}`;
  const id = await insertRow(tables, 'campaigns', {
    workspace_id: HARBOR_AND_PINE,
    kind: 'page',
    name: `Static ${slug}`,
    slug,
    status: 'published',
    content,
  });
  const subscription = await insertRow(tables, 'page_subscriptions', {
    workspace_id: HARBOR_AND_PINE,
    campaign_id: id,
    plan_id: 'basic',
    status: 'active',
    stripe_subscription_id: stripeId,
    current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  return { id, slug, subscription };
}

const copyUrl = (slug: string) => `${stack.apiUrl}/storage/v1/object/public/pages/${slug}`;
const copyOf = async (slug: string) => {
  const response = await fetch(copyUrl(slug));
  if (response.status === 200) return response.text();
  await response.body?.cancel();
  return null;
};

/** Asks again until `check` holds, for at most `within` ms; then fails with what it last saw. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, within = WITHIN_A_MINUTE) {
  const deadline = Date.now() + within;
  let last = await read();
  while (!check(last)) {
    if (Date.now() > deadline)
      throw new Error(`still ${JSON.stringify(last)?.slice(0, 200)} after ${within} ms`);
    await new Promise((settle) => setTimeout(settle, 250));
    last = await read();
  }
  return last;
}

beforeAll(async () => {
  stack = await startTestStack({
    siteUrl: SITE,
    functionEnv: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_BASE: '' },
  });
  tables = await tableOwner(stack);
  const rewrite = staticPagesRewrite({ supabaseUrl: stack.apiUrl });
  visit = (path) => rewrite(new Request(`${SITE}${path}`, { headers: { 'Accept-Language': 'en' } }));
}, 90_000);

afterAll(async () => {
  await tables?.end();
  await stack?.stop();
});

describe('static copies', () => {
  test("a live page's copy is the function's answer; an edit replaces it; served as HTML by the rewrite", async () => {
    const page = await livePage();
    const copy = await eventually(
      () => copyOf(page.slug),
      (html) => html !== null,
    );
    const fromFunction = await (await fetch(`${stack.apiUrl}/functions/v1/public-page/${page.slug}`)).text();
    expect(copy).toBe(fromFunction);

    const served = await visit(`/pages/${page.slug}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(served.headers.get('cache-control')).toBe('max-age=30');
    expect(served.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);
    expect(await served.text()).toBe(fromFunction);
    const etag = served.headers.get('etag') ?? '';
    const again = await visit(`/pages/${page.slug}`);
    await again.body?.cancel();
    expect(
      (
        await staticPagesRewrite({ supabaseUrl: stack.apiUrl })(
          new Request(`${SITE}/pages/${page.slug}`, { headers: { 'If-None-Match': etag } }),
        )
      ).status,
    ).toBe(304);

    await tables.query(
      `update public.campaigns set content = jsonb_set(content, '{seo,title}', '"Autumn week"') where id = $1`,
      [page.id],
    );
    await eventually(
      () => copyOf(page.slug),
      (html) => html?.includes('<title>Autumn week</title>') === true,
    );
  }, 120_000);

  test('the clock passes the end of the period, with no write: the copy goes and the page is not available', async () => {
    const page = await livePage();
    await eventually(
      () => copyOf(page.slug),
      (html) => html !== null,
    );
    // Time passes: the period's end is now behind us, and nothing was written to say so (triggers
    // off, as a moved clock would leave the rows: the same values, seen at a later now()).
    const admin = new pg.Client({ connectionString: stack.adminDbUrl });
    await admin.connect();
    try {
      await admin.query('begin');
      await admin.query('set local session_replication_role = replica');
      await admin.query(
        `update public.page_subscriptions set current_period_end = now() - interval '1 second' where id = $1`,
        [page.subscription],
      );
      await admin.query(
        `update private.static_pages set live_until = now() - interval '1 second' where page_id = $1`,
        [page.id],
      );
      await admin.query('commit');
    } finally {
      await admin.end();
    }
    // Nothing queued it: only render-pages' sweep (run by the scheduler, pg_cron in production) can see it.

    await eventually(
      () => copyOf(page.slug),
      (html) => html === null,
    );
    const answer = await visit(`/pages/${page.slug}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('This page is not available');
  }, 120_000);

  test('a delivered webhook ending the subscription: the copy goes and the page is not available', async () => {
    const stripeId = `sub_static_${crypto.randomUUID().slice(0, 8)}`;
    const page = await livePage(stripeId);
    await eventually(
      () => copyOf(page.slug),
      (html) => html !== null,
    );
    const now = Math.floor(Date.now() / 1000);
    const delivered = await deliverStripeEvent(stack, {
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: stripeId,
          object: 'subscription',
          customer: 'cus_static',
          status: 'canceled',
          cancel_at_period_end: false,
          canceled_at: now,
          metadata: {
            pageSubscriptionId: page.subscription,
            campaignId: page.id,
            workspaceId: HARBOR_AND_PINE,
            planId: 'basic',
          },
          items: { data: [{ current_period_start: now - 86_400, current_period_end: now + 29 * 86_400 }] },
        },
      },
    });
    expect(delivered.body.outcome).toBe('canceled');
    await eventually(
      () => copyOf(page.slug),
      (html) => html === null,
    );
    const answer = await visit(`/pages/${page.slug}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('This page is not available');
  }, 120_000);
});
