import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';

export type WebpagePlan = Pick<
  Tables<'webpage_plans'>,
  'id' | 'name' | 'monthly_price_cents' | 'currency' | 'monthly_recipients' | 'features'
>;

/** The webpage plans on sale, cheapest first as sorted in the table. */
export async function getWebpagePlans(): Promise<WebpagePlan[]> {
  const data = unwrap(
    await supabase
      .from('webpage_plans')
      .select('id, name, monthly_price_cents, currency, monthly_recipients, features')
      .eq('active', true)
      .order('sort_order'),
  );
  return data;
}

export const webpagePlansQueryOptions = () =>
  queryOptions({ queryKey: ['webpage-plans'], queryFn: getWebpagePlans, staleTime: 5 * 60_000 });

export const useWebpagePlans = () => useSuspenseQuery(webpagePlansQueryOptions());
