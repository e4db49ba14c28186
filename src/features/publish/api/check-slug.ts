import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkSlug } from '@/content/slugs/api/check-slug.ts';
import { publishKeys } from './publish-keys.ts';

export const slugAvailabilityQueryOptions = (workspaceId: string, campaignId: string, slug: string) =>
  queryOptions({
    queryKey: publishKeys.slug(workspaceId, campaignId, slug),
    queryFn: () => checkSlug(campaignId, slug),
    staleTime: 10_000,
  });

/** Asks only for a slug worth asking about (the form checks the shape first). */
export const useSlugAvailability = (workspaceId: string, campaignId: string, slug: string | null) =>
  useQuery({ ...slugAvailabilityQueryOptions(workspaceId, campaignId, slug ?? ''), enabled: slug !== null });
