import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase.ts';

export type PageCheckoutInput = { campaignId: string; planId: string; locale: string };

const checkoutAnswer = z.object({ url: z.string().url(), subscriptionId: z.string() });
const portalAnswer = z.object({ url: z.string().url() });

/** The page has a subscription already: manage it instead of paying twice. */
export class AlreadySubscribedError extends Error {}

/** The edge function's refusal code: `{ error: { code } }` (supabase/functions/_shared/billing). */
async function refusalCode(error: unknown): Promise<string | null> {
  if (!(error instanceof FunctionsHttpError)) return null;
  const body = await (error.context as Response)
    .clone()
    .json()
    .catch(() => null);
  const code = body?.error?.code;
  return typeof code === 'string' ? code : null;
}

/** Opens a Stripe Checkout in subscription mode for one page (the local checkout offline). */
export async function startPageCheckout(input: PageCheckoutInput) {
  const { data, error } = await supabase.functions.invoke('checkout', { body: input });
  if (error) {
    if ((await refusalCode(error)) === 'already_subscribed') throw new AlreadySubscribedError();
    throw error;
  }
  return checkoutAnswer.parse(data);
}

/** Stripe's customer portal for the page's subscription (a local one offline). */
export async function openBillingPortal(campaignId: string) {
  const { data, error } = await supabase.functions.invoke('billing-portal', { body: { campaignId } });
  if (error) throw error;
  return portalAnswer.parse(data);
}

/** Starts the checkout and leaves for the payment page. */
export const useStartPageCheckout = () =>
  useMutation({ mutationFn: startPageCheckout, onSuccess: ({ url }) => window.location.assign(url) });

/** Leaves for the billing portal. */
export const useOpenBillingPortal = () =>
  useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => window.location.assign(url) });
