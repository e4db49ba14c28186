import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { SlugAvailability } from '../model/slug-rule.ts';

const ANSWERS: readonly string[] = ['available', 'taken', 'reserved', 'invalid'];

/** public.check_slug: whether the address can be this campaign's or page's (its own counts as available). */
export async function checkSlug(campaignId: string, slug: string): Promise<SlugAvailability> {
  const data = unwrap(await supabase.rpc('check_slug', { slug, campaign_id: campaignId }));
  return ANSWERS.includes(data) ? (data as SlugAvailability) : 'invalid';
}
