import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

export type SlugAvailability = 'available' | 'taken' | 'reserved' | 'invalid';

const ANSWERS: readonly string[] = ['available', 'taken', 'reserved', 'invalid'];

/** Whether the slug can be this campaign's (its own slug counts as available). */
export async function checkSlug(campaignId: string, slug: string): Promise<SlugAvailability> {
  const { data, error, status } = await supabase.rpc('check_slug', { slug, campaign_id: campaignId });
  if (error) throw new HttpError(status, error.message);
  return ANSWERS.includes(data) ? (data as SlugAvailability) : 'invalid';
}

export const slugAvailabilityQueryOptions = (workspaceId: string, campaignId: string, slug: string) =>
  queryOptions({
    queryKey: publishKeys.slug(workspaceId, campaignId, slug),
    queryFn: () => checkSlug(campaignId, slug),
    staleTime: 10_000,
  });

/** Asks only for a slug worth asking about (the form checks the shape first). */
export const useSlugAvailability = (workspaceId: string, campaignId: string, slug: string | null) =>
  useQuery({ ...slugAvailabilityQueryOptions(workspaceId, campaignId, slug ?? ''), enabled: slug !== null });
