import { oneOf, type SearchOf, searchParams, text, wholeNumber } from '@/lib/search-params.ts';

const fields = {
  q: text(120, { trim: true }),
  sort: oneOf(['created', 'name']),
  dir: oneOf(['asc', 'desc']),
  page: wholeNumber(1, 100_000),
};

/**
 * The list's address (?q=&sort=&dir=&page=): what a reload or a shared link restores. Anything
 * unreadable falls back to the default rather than failing the route.
 */
export const campaignListSearchSchema = searchParams(fields);

export type CampaignListSearch = SearchOf<typeof fields>;

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
