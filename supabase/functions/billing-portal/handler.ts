/**
 * POST /billing-portal (verify_jwt = false, see config.toml; the caller's token is checked by the
 * page's read, 401 when refused): `{ campaignId, locale? }` → `{ url }`, a Stripe customer
 * portal session for the page's subscription (cancel anytime), returning to the page's view. The
 * page is read with the caller's token (any member of its workspace); the subscription with the
 * service role. Offline (no STRIPE_SECRET_KEY, a local stack's SUPABASE_URL) the URL is the local
 * portal page of local-checkout, which sends the portal's signed events to stripe-webhook.
 */

import { z } from 'zod';
import { type BillingDeps, paymentRoute, serviceBillingDeps } from '../_shared/billing/billing-deps.ts';
import { functionsUrl } from '../_shared/billing/environment.ts';
import { pageViewUrl } from '../_shared/billing/urls.ts';
import { messageEndpoint, parseBody } from '../_shared/http/message-endpoint.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';

export const portalInput = z.strictObject({
  campaignId: z.uuid(),
  locale: z.enum(['en', 'es']).optional(),
});

export const createBillingPortalHandler = (deps: BillingDeps | (() => BillingDeps)) =>
  messageEndpoint({
    name: 'billing-portal',
    deps,
    run: async (resolved, caller, body) => ({
      url: await openPortal(resolved, caller.authorization, parseBody(portalInput, body)),
    }),
  });

async function openPortal(
  deps: BillingDeps,
  authorization: string,
  input: z.infer<typeof portalInput>,
): Promise<string> {
  const page = await deps.buyer(authorization).campaign(input.campaignId);
  if (page?.kind !== 'page') throw new Refusal('campaign_not_found');
  const { stripe, site } = paymentRoute(deps, 'billing-portal', 'portal');
  const store = deps.subscriptions();
  const subscription =
    (await store.openSubscription(page.id).then((open) => (open?.stripeCustomerId ? open : null))) ??
    (await store.latestWithCustomer(page.id));
  if (!subscription?.stripeCustomerId) throw new Refusal('no_subscription');
  const locale = input.locale ?? 'en';

  if (!stripe) {
    return `${functionsUrl(deps.env)}/local-checkout?portal=${subscription.id}&locale=${locale}`;
  }
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: subscription.stripeCustomerId,
      return_url: pageViewUrl(site, { workspaceId: page.workspaceId, campaignId: page.id }),
      locale: input.locale ?? 'auto',
    });
    return session.url;
  } catch (error) {
    console.error('billing-portal: Stripe refused the portal session', error);
    throw new Refusal('payment_unavailable');
  }
}

export const handler = createBillingPortalHandler(() => serviceBillingDeps(Deno.env.toObject()));
