import { z } from 'zod';

/**
 * The list's address (?q=&sort=&dir=&page=): what a reload or a shared link restores. Anything
 * unreadable falls back to the default rather than failing the route.
 */
export const campaignListSearchSchema = z.object({
  // The router reads `?q=2026` as a number: a search for digits is still a search.
  q: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string().trim().max(120).optional(),
    )
    .catch(undefined),
  sort: z.enum(['created', 'name']).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export type CampaignListSearch = z.infer<typeof campaignListSearchSchema>;

/** The search with its defaults filled in: newest first, first page. */
export function resolveCampaignListSearch(search: CampaignListSearch) {
  const sort = search.sort ?? 'created';
  return {
    q: search.q ?? '',
    sort,
    dir: search.dir ?? (sort === 'name' ? 'asc' : 'desc'),
    page: search.page ?? 1,
  } as const;
}

export type ResolvedCampaignListSearch = ReturnType<typeof resolveCampaignListSearch>;
