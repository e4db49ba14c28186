import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { env } from '@/lib/env.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { createRetryFetch } from '@/lib/http/retry-fetch.ts';

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

const retryFetch = createRetryFetch();

/**
 * The active rows of a public price table, in their order, read from the REST API with the anon
 * key: a plain request, because supabase-js is not in the home's code (docs/frontend.md,
 * "App weight"), and prices are the same for everyone.
 */
async function activeRows<Row>(table: 'packages' | 'webpage_plans', columns: string): Promise<Row[]> {
  const query = new URLSearchParams({ select: columns, active: 'eq.true', order: 'sort_order.asc,id.asc' });
  const response = await retryFetch(`${env.supabaseUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
  });
  if (!response.ok) throw new HttpError(response.status);
  return (await response.json()) as Row[];
}

async function getLandingPricing(): Promise<LandingPricing> {
  const [packages, plans] = await Promise.all([
    activeRows<LandingPackage>('packages', 'id,name,recipients,price_cents,currency,is_popular'),
    activeRows<LandingPlan>(
      'webpage_plans',
      'id,name,monthly_price_cents,currency,monthly_recipients,features',
    ),
  ]);
  return { packages, plans, fetchedAt: Date.now() };
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
