/**
 * GET/POST /local-checkout (verify_jwt = false: the browser arrives from the checkout's redirect,
 * without a token). Stands in for Stripe's hosted checkout only on a local stack without
 * STRIPE_SECRET_KEY; anywhere else it answers 404. The session id in the address is the capability,
 * as Stripe's checkout URL is. Pay delivers a signed checkout.session.completed to stripe-webhook
 * and returns to the campaign; Cancel delivers checkout.session.expired (nothing is paid). A
 * webpage plan's session and the local customer portal (`?portal=<page subscription id>`) are
 * served by subscription.ts. On the HTML page frame (_shared/http/html-page.ts).
 */

import { type Env, siteUrl, usesLocalCheckout } from '../_shared/billing/environment.ts';
import {
  deliverSignedEvent,
  type LocalEventType,
  localSessionEvent,
} from '../_shared/billing/local-events.ts';
import { servicePurchaseDeps } from '../_shared/billing/purchase-deps.ts';
import type { PurchaseStore, PurchaseView } from '../_shared/billing/store.ts';
import type { SubscriptionStore } from '../_shared/billing/subscription-store.ts';
import { cancelUrl, successUrl } from '../_shared/billing/urls.ts';
import type { Locale } from '../_shared/content/brief.ts';
import { htmlPage, htmlPageEndpoint, seeOther, type Visitor } from '../_shared/http/html-page.ts';
import { asLocale, browserLocale } from '../_shared/http/locale.ts';
import { isUuid } from '../_shared/ids.ts';
import { checkoutPage, messagePage, packageName, TEXT } from './page.ts';
import { localPortal, subscriptionCheckout } from './subscription.ts';

export interface LocalCheckoutDeps {
  env: Env;
  store: () => PurchaseStore;
  /** Webpage plans: the subscription checkout and the local customer portal (subscription.ts). */
  subscriptions: () => SubscriptionStore;
  /** How the signed event reaches stripe-webhook (tests hand it to the handler directly). */
  send?: typeof fetch;
}

const SESSION = /^cs_local_[0-9a-f]{32}$/;
const reply = (answer: Awaited<ReturnType<typeof localPortal>>) =>
  answer.kind === 'redirect' ? seeOther(answer.location) : html(answer.body, answer.status);

/** No form-action: Pay's answer redirects to the app, another origin. */
const html = (body: string, status = 200) => htmlPage(body, status);

const localeOf = (value: unknown, request: Request): Locale => asLocale(value) ?? browserLocale(request);

export const createLocalCheckoutHandler = (deps: LocalCheckoutDeps | (() => LocalCheckoutDeps)) =>
  htmlPageEndpoint({
    name: 'local-checkout',
    methods: ['GET', 'POST'],
    deps,
    run: checkout,
  });

async function checkout(
  request: Request,
  resolved: LocalCheckoutDeps,
  visitor: Visitor,
  url: URL,
): Promise<Response> {
  const { env } = resolved;
  if (!usesLocalCheckout(env)) {
    return new Response(
      'Not found: the local checkout runs only on a local stack without STRIPE_SECRET_KEY.',
      {
        status: 404,
      },
    );
  }
  const form = request.method === 'POST' ? await request.formData().catch(() => new FormData()) : null;
  const field = (name: string) => form?.get(name)?.toString() ?? url.searchParams.get(name) ?? '';
  const locale = localeOf(field('locale'), request);
  visitor.locale = locale;
  const text = TEXT[locale];
  const action = form?.get('action')?.toString();
  const portal = field('portal');
  if (portal) {
    const row = isUuid(portal) ? await resolved.subscriptions().subscription(portal) : null;
    return reply(await localPortal(resolved, row, locale, action));
  }
  const sessionId = field('session');
  const purchase = SESSION.test(sessionId) ? await resolved.store().purchaseBySession(sessionId) : null;
  const site = siteUrl(env);
  if (!purchase && SESSION.test(sessionId)) {
    const row = await resolved.subscriptions().subscriptionBySession(sessionId);
    if (row) return reply(await subscriptionCheckout(resolved, row, locale, action));
  }
  // A purchase whose campaign was deleted since has nothing left to pay for.
  if (!purchase?.campaignId) {
    const home = site ? { href: `${site}/`, label: text.home } : undefined;
    return html(messagePage(locale, text.missingTitle, text.missingLead, home), 404);
  }

  const target = {
    workspaceId: purchase.workspaceId,
    campaignId: purchase.campaignId,
    purchaseId: purchase.id,
  };
  const urls = { successUrl: successUrl(site, target), cancelUrl: cancelUrl(site, target) };
  if (purchase.status !== 'pending') {
    const paid = purchase.status === 'paid';
    return html(
      messagePage(locale, paid ? text.paidTitle : text.closedTitle, text.closedLead, {
        href: paid ? urls.successUrl : urls.cancelUrl,
        label: text.back,
      }),
    );
  }

  if (action === 'pay' || action === 'cancel') {
    const type: LocalEventType = action === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired';
    const delivered = await deliver(resolved, type, purchase, urls);
    if (delivered) return seeOther(action === 'pay' ? urls.successUrl : urls.cancelUrl);
    const retry = `?session=${encodeURIComponent(sessionId)}&locale=${locale}`;
    return html(
      messagePage(locale, text.failedTitle, text.failedLead, { href: retry, label: text.retry }),
      502,
    );
  }

  return html(
    checkoutPage({
      locale,
      sessionId,
      packageName: packageName(locale, purchase.packageId, purchase.packageName),
      recipients: purchase.recipients,
      amountCents: purchase.amountCents,
      currency: purchase.currency,
    }),
  );
}

async function deliver(
  deps: LocalCheckoutDeps,
  type: LocalEventType,
  purchase: PurchaseView,
  urls: { successUrl: string; cancelUrl: string },
): Promise<boolean> {
  try {
    const response = await deliverSignedEvent(deps.env, localSessionEvent(type, purchase, urls), deps.send);
    if (!response.ok)
      console.error('local-checkout: stripe-webhook answered', response.status, await response.text());
    else await response.body?.cancel();
    return response.ok;
  } catch (error) {
    console.error('local-checkout: could not reach stripe-webhook', error);
    return false;
  }
}

export const handler = createLocalCheckoutHandler(() => servicePurchaseDeps(Deno.env.toObject()));
