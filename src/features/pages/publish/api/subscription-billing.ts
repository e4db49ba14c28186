import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/errors/refused.ts';

export type PageCheckoutInput = { campaignId: string; planId: string; locale: string };

const checkoutAnswer = z.object({ url: z.string().url(), subscriptionId: z.string() });
const portalAnswer = z.object({ url: z.string().url() });

/**
 * Opens a Stripe Checkout in subscription mode for one page (the local checkout offline); a page
 * that has one already is refused `already_subscribed`.
 */
export async function startPageCheckout(input: PageCheckoutInput) {
  return checkoutAnswer.parse(await invokeFunction('checkout', input));
}

/** Stripe's customer portal for the page's subscription (a local one offline). */
export async function openBillingPortal(campaignId: string) {
  return portalAnswer.parse(await invokeFunction('billing-portal', { campaignId }));
}

/** Starts the checkout and leaves for the payment page. */
export const useStartPageCheckout = () =>
  useMutation({ mutationFn: startPageCheckout, onSuccess: ({ url }) => window.location.assign(url) });

/** Leaves for the billing portal. */
export const useOpenBillingPortal = () =>
  useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => window.location.assign(url) });
