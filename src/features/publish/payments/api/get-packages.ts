import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';

export type CampaignPackage = Pick<
  Tables<'packages'>,
  'id' | 'name' | 'recipients' | 'price_cents' | 'currency' | 'is_popular'
>;

/** The campaign packages on sale, in their order; prices live in the database. */
export async function getPackages(): Promise<CampaignPackage[]> {
  const data = unwrap(
    await supabase
      .from('packages')
      .select('id, name, recipients, price_cents, currency, is_popular')
      .eq('active', true)
      .order('sort_order')
      .order('id'),
  );
  return data;
}

// Prices are the same for every workspace: one key outside any workspace.
export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['packages', 'campaign'] as const, queryFn: getPackages, staleTime: 5 * 60_000 });

export const usePackages = () => useSuspenseQuery(packagesQueryOptions());
