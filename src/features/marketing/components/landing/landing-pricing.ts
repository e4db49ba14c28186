import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';

export type LandingPackage = Pick<
  Tables<'packages'>,
  'id' | 'name' | 'recipients' | 'price_cents' | 'currency' | 'is_popular'
>;
export type LandingPlan = Pick<
  Tables<'webpage_plans'>,
  'id' | 'name' | 'monthly_price_cents' | 'currency' | 'monthly_recipients' | 'features'
>;
export type LandingPricing = { packages: LandingPackage[]; plans: LandingPlan[]; fetchedAt: number };

/** The id of the JSON the prerendered page carries, so the first render reuses its prices. */
export const PRERENDERED_PRICING_ID = 'landing-pricing-data';

async function getLandingPricing(): Promise<LandingPricing> {
  const [packages, plans] = await Promise.all([
    supabase
      .from('packages')
      .select('id, name, recipients, price_cents, currency, is_popular')
      .eq('active', true)
      .order('sort_order')
      .order('id'),
    supabase
      .from('webpage_plans')
      .select('id, name, monthly_price_cents, currency, monthly_recipients, features')
      .eq('active', true)
      .order('sort_order')
      .order('id'),
  ]);
  return { packages: unwrap(packages) ?? [], plans: unwrap(plans) ?? [], fetchedAt: Date.now() };
}

/**
 * Prices written into the HTML at build time. Starting from them, the hydrated page shows the
 * same figures the server sent (no skeleton flash) and refreshes them in the background.
 */
function prerenderedPricing(): LandingPricing | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PRERENDERED_PRICING_ID)?.textContent;
  if (!text) return undefined;
  try {
    const pricing = JSON.parse(text) as LandingPricing;
    return Array.isArray(pricing.packages) && Array.isArray(pricing.plans) ? pricing : undefined;
  } catch {
    return undefined;
  }
}

const landingPricingQueryOptions = () =>
  queryOptions({
    queryKey: ['packages', 'landing'] as const,
    queryFn: getLandingPricing,
    staleTime: 5 * 60_000,
    initialData: prerenderedPricing,
    initialDataUpdatedAt: () => prerenderedPricing()?.fetchedAt,
  });

export const useLandingPricing = () => useQuery(landingPricingQueryOptions());
