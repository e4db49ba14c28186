import { useQuery } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type SlugAvailability = 'available' | 'taken' | 'reserved' | 'invalid';

const ANSWERS: readonly string[] = ['available', 'taken', 'reserved', 'invalid'];

/** public.check_slug: whether the address can be this page's (its own slug counts as available). */
export async function checkPageSlug(pageId: string, slug: string): Promise<SlugAvailability> {
  const { data, error, status } = await supabase.rpc('check_slug', { slug, campaign_id: pageId });
  if (error) throw new HttpError(status, error.message);
  return ANSWERS.includes(data) ? (data as SlugAvailability) : 'invalid';
}

/** Asks only about a slug worth asking about (null while the shape is wrong or nothing is typed). */
export const usePageSlugAvailability = (workspaceId: string, pageId: string, slug: string | null) =>
  useQuery({
    queryKey: workspaceKeys.scoped(workspaceId, 'page-slug', pageId, slug ?? ''),
    queryFn: () => checkPageSlug(pageId, slug ?? ''),
    enabled: slug !== null,
    staleTime: 10_000,
  });
