import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase.ts';

export type CheckoutInput = { campaignId: string; packageId: string; locale: string };

const checkoutAnswer = z.object({ url: z.string().url(), purchaseId: z.string() });

/**
 * Opens a checkout for one package of one campaign (the `checkout` edge function records a
 * pending purchase) and returns where to pay: Stripe's hosted page, or the local checkout offline.
 */
export async function startCheckout(input: CheckoutInput): Promise<z.infer<typeof checkoutAnswer>> {
  const { data, error } = await supabase.functions.invoke('checkout', { body: input });
  if (error) throw error;
  return checkoutAnswer.parse(data);
}

/** Starts the checkout and leaves for the payment page. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
