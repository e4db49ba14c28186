/**
 * The local checkout of a webpage plan (Subscribe delivers checkout.session.completed, then
 * customer.subscription.created active, then invoice.paid; Cancel delivers checkout.session.expired)
 * and the local customer portal (cancel at period end, cancel now, resume: customer.subscription.
 * updated / deleted). Each event is signed and delivered to stripe-webhook like Stripe's.
 */

import { type Env, siteUrl } from '../_shared/billing/environment.ts';
import { deliverSignedEvent, stripeEvent } from '../_shared/billing/local-events.ts';
import {
  localPortalEvent,
  localSubscribeEvents,
  nextEventTime,
  type PortalAction,
  subscriptionSessionObject,
} from '../_shared/billing/local-subscription-events.ts';
import {
  FINISHED,
  type SubscriptionStore,
  type SubscriptionView,
} from '../_shared/billing/subscription-store.ts';
import { pageViewUrl, subscriptionCancelUrl, subscriptionSuccessUrl } from '../_shared/billing/urls.ts';
import type { Locale } from '../_shared/content/brief.ts';
import { messagePage, TEXT } from './page.ts';
import { PLAN_TEXT, portalPage, subscriptionCheckoutPage } from './subscription-page.ts';

export interface SubscriptionPageDeps {
  env: Env;
  subscriptions: () => SubscriptionStore;
  send?: typeof fetch;
}

type Reply = { kind: 'html'; body: string; status?: number } | { kind: 'redirect'; location: string };

const PORTAL_ACTIONS = new Set<PortalAction>(['cancel_at_period_end', 'cancel_now', 'resume']);

async function deliverAll(deps: SubscriptionPageDeps, events: { id: string }[]): Promise<boolean> {
  for (const event of events) {
    try {
      const response = await deliverSignedEvent(deps.env, event, deps.send);
      if (!response.ok) {
        console.error('local-checkout: stripe-webhook answered', response.status, await response.text());
        return false;
      }
      await response.body?.cancel();
    } catch (error) {
      console.error('local-checkout: could not reach stripe-webhook', error);
      return false;
    }
  }
  return true;
}

export async function subscriptionCheckout(
  deps: SubscriptionPageDeps,
  row: SubscriptionView,
  locale: Locale,
  action: string | undefined,
): Promise<Reply> {
  const site = siteUrl(deps.env);
  const text = TEXT[locale];
  // A page deleted since (its plan had not started) has nothing left to subscribe.
  if (!row.campaignId)
    return { kind: 'html', status: 404, body: messagePage(locale, text.missingTitle, text.missingLead) };
  const target = { workspaceId: row.workspaceId, campaignId: row.campaignId };
  const urls = {
    successUrl: subscriptionSuccessUrl(site, target, row.id),
    cancelUrl: subscriptionCancelUrl(site, target),
  };
  const plan = await deps.subscriptions().plan(row.planId);
  if (!plan)
    return { kind: 'html', status: 404, body: messagePage(locale, text.missingTitle, text.missingLead) };
  if (row.status !== 'incomplete' || row.stripeSubscriptionId) {
    const subscribed = !FINISHED.includes(row.status);
    return {
      kind: 'html',
      body: messagePage(
        locale,
        subscribed ? PLAN_TEXT[locale].subscribedTitle : text.closedTitle,
        text.closedLead,
        {
          href: subscribed ? urls.successUrl : urls.cancelUrl,
          label: PLAN_TEXT[locale].backToPage,
        },
      ),
    };
  }
  if (action === 'pay' || action === 'cancel') {
    const events =
      action === 'pay'
        ? localSubscribeEvents(row, plan, urls)
        : [
            stripeEvent(
              'checkout.session.expired',
              subscriptionSessionObject(row, plan, null, urls, nextEventTime(row)),
              nextEventTime(row),
            ),
          ];
    if (await deliverAll(deps, events)) {
      return { kind: 'redirect', location: action === 'pay' ? urls.successUrl : urls.cancelUrl };
    }
    const retry = `?session=${encodeURIComponent(row.stripeCheckoutSessionId ?? '')}&locale=${locale}`;
    return {
      kind: 'html',
      status: 502,
      body: messagePage(locale, text.failedTitle, text.failedLead, { href: retry, label: text.retry }),
    };
  }
  return {
    kind: 'html',
    body: subscriptionCheckoutPage({ locale, sessionId: row.stripeCheckoutSessionId ?? '', plan }),
  };
}

export async function localPortal(
  deps: SubscriptionPageDeps,
  row: SubscriptionView | null,
  locale: Locale,
  action: string | undefined,
): Promise<Reply> {
  const text = PLAN_TEXT[locale];
  const site = siteUrl(deps.env);
  const plan = row?.stripeSubscriptionId ? await deps.subscriptions().plan(row.planId) : null;
  // The local portal returns to the page's view: none once the page was deleted.
  if (!row?.campaignId || !plan) {
    const home = site ? { href: `${site}/`, label: TEXT[locale].home } : undefined;
    return {
      kind: 'html',
      status: 404,
      body: messagePage(locale, text.missingPortalTitle, text.missingPortalLead, home, text.portalBadge),
    };
  }
  const returnUrl = pageViewUrl(site, { workspaceId: row.workspaceId, campaignId: row.campaignId });
  if (FINISHED.includes(row.status)) {
    return {
      kind: 'html',
      body: messagePage(
        locale,
        text.endedTitle,
        text.endedLead,
        { href: returnUrl, label: text.backToPage },
        text.portalBadge,
      ),
    };
  }
  if (action && PORTAL_ACTIONS.has(action as PortalAction)) {
    if (await deliverAll(deps, [localPortalEvent(row, plan, action as PortalAction)])) {
      return { kind: 'redirect', location: returnUrl };
    }
    return {
      kind: 'html',
      status: 502,
      body: messagePage(
        locale,
        text.failedTitle,
        text.failedLead,
        { href: `?portal=${row.id}&locale=${locale}`, label: TEXT[locale].retry },
        text.portalBadge,
      ),
    };
  }
  return { kind: 'html', body: portalPage({ locale, subscription: row, plan, returnUrl }) };
}
