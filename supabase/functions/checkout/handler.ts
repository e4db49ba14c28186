/**
 * POST /checkout (verify_jwt = false, see config.toml): `{ campaignId, packageId, locale? }` →
 * `{ url, purchaseId }` for an email campaign's package, or `{ campaignId, planId, locale? }` →
 * `{ url, subscriptionId }` for a page's monthly plan (subscription.ts).
 * The campaign is read with the caller's token, so an editor (or above) who reaches it may buy, a
 * viewer is refused `viewer_read_only` (403) and nobody else sees it (404); a forged or expired
 * token is refused there (401), before anything is written. The purchase row is written with the
 * service role as `pending`, with the package's recipients and price; only the webhook ever marks it paid. With STRIPE_SECRET_KEY the answer is
 * a Stripe Checkout Session's URL; on a local stack without one, the local checkout page's (see
 * local-checkout/).
 */

import type Stripe from 'stripe';
import { z } from 'zod';
import { paymentRoute, serviceBillingDeps } from '../_shared/billing/billing-deps.ts';
import { functionsUrl } from '../_shared/billing/environment.ts';
import type { PackageRow, PurchaseStore } from '../_shared/billing/store.ts';
import { servicePurchaseStore } from '../_shared/billing/supabase-store.ts';
import { cancelUrl, type ReturnTarget, successUrl } from '../_shared/billing/urls.ts';
import type { Locale } from '../_shared/content/brief.ts';
import type { Caller } from '../_shared/http/caller.ts';
import { messageEndpoint, parseBody } from '../_shared/http/message-endpoint.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import type { CheckoutDeps } from './deps.ts';
import { startSubscriptionCheckout } from './subscription.ts';

export const checkoutInput = z
  .strictObject({
    campaignId: z.uuid(),
    // Any string: whatever is not an active package's (plan's) id is package_not_found
    // (plan_not_found), not a malformed request.
    packageId: z.string().min(1).max(100).optional(),
    planId: z.string().min(1).max(100).optional(),
    locale: z.enum(['en', 'es']).optional(),
  })
  .refine((input) => (input.packageId === undefined) !== (input.planId === undefined), {
    message: 'Send exactly one of packageId and planId.',
    path: ['packageId'],
  });

export const createCheckoutHandler = (deps: CheckoutDeps | (() => CheckoutDeps)) =>
  messageEndpoint({
    name: 'checkout',
    deps,
    run(resolved, caller, body) {
      const { packageId, planId, ...rest } = parseBody(checkoutInput, body);
      return planId
        ? startSubscriptionCheckout(resolved, caller, { ...rest, planId })
        : startCheckout(resolved, caller, { ...rest, packageId: packageId ?? '' });
    },
  });

type CheckoutInput = { campaignId: string; packageId: string; locale?: Locale };

async function startCheckout(
  deps: CheckoutDeps,
  caller: Caller,
  input: CheckoutInput,
): Promise<{ url: string; purchaseId: string }> {
  const buyer = deps.buyer(caller.authorization);
  const campaign = await buyer.campaign(input.campaignId);
  if (!campaign) throw new Refusal('campaign_not_found');
  if (campaign.kind !== 'email') {
    throw new Refusal('invalid_request', {
      issues: [{ path: 'campaignId', message: 'Packages are bought for email campaigns.' }],
    });
  }
  const pack = await buyer.activePackage(input.packageId);
  if (!pack) throw new Refusal('package_not_found');

  const { stripe, site } = paymentRoute(deps, 'checkout', 'checkout');

  const store = deps.store();
  const purchaseId = await store.createPurchase({
    workspaceId: campaign.workspaceId,
    campaignId: campaign.id,
    packageId: pack.id,
    recipients: pack.recipients,
    amountCents: pack.priceCents,
    currency: pack.currency,
    createdBy: caller.userId,
  });
  const target: ReturnTarget = { workspaceId: campaign.workspaceId, campaignId: campaign.id, purchaseId };

  if (!stripe) {
    const sessionId = `cs_local_${crypto.randomUUID().replaceAll('-', '')}`;
    await store.attachCheckoutSession(purchaseId, sessionId);
    const locale: Locale = input.locale ?? 'en';
    return {
      url: `${functionsUrl(deps.env)}/local-checkout?session=${sessionId}&locale=${locale}`,
      purchaseId,
    };
  }

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(sessionParams(pack, target, site, input.locale), {
      idempotencyKey: `checkout-${purchaseId}`,
    });
  } catch (error) {
    console.error('checkout: Stripe refused the session', error);
    await store.changePurchase(purchaseId, ['pending'], { status: 'failed' });
    throw new Refusal('payment_unavailable');
  }
  await store.attachCheckoutSession(purchaseId, session.id);
  if (!session.url) throw new Refusal('payment_unavailable');
  return { url: session.url, purchaseId };
}

export function sessionParams(
  pack: PackageRow,
  target: ReturnTarget,
  site: string,
  locale: Locale | undefined,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    purchaseId: target.purchaseId,
    campaignId: target.campaignId,
    workspaceId: target.workspaceId,
    packageId: pack.id,
  };
  return {
    mode: 'payment',
    line_items: [
      pack.stripePriceId
        ? { price: pack.stripePriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: pack.currency,
              unit_amount: pack.priceCents,
              product_data: {
                name: `Pitchcraft ${pack.name}`,
                description: `${pack.recipients} recipients for one email campaign`,
              },
            },
          },
    ],
    metadata,
    // Refunds arrive as charge events: the payment intent carries the purchase too.
    payment_intent_data: { metadata },
    client_reference_id: target.purchaseId,
    success_url: successUrl(site, target),
    cancel_url: cancelUrl(site, target),
    locale: locale ?? 'auto',
  };
}

export const handler = createCheckoutHandler(() => {
  const env = Deno.env.toObject();
  let store: PurchaseStore | undefined;
  return { ...serviceBillingDeps(env), store: () => (store ??= servicePurchaseStore(env)) };
});
