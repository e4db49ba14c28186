import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkSlug } from '@/content/slugs/api/check-slug.ts';
import { isSlugShaped, type SlugAvailability } from '@/content/slugs/model/slug-rule.ts';
import { slugCandidate } from '../model/sending-details.ts';
import { publishKeys } from './publish-keys.ts';

/** How far the proposal counts ("-2" … "-20") before leaving the choice to the user. */
const MAX_CANDIDATES = 20;

/**
 * The first address the database accepts for this campaign among the name's slug, then "-2",
 * "-3"…; null when none of them is free (the user then types one).
 */
export async function firstFreeSlug(
  campaignId: string,
  base: string,
  check: (campaignId: string, slug: string) => Promise<SlugAvailability> = checkSlug,
): Promise<string | null> {
  for (let n = 1; n <= MAX_CANDIDATES; n += 1) {
    const candidate = slugCandidate(base, n);
    if (!isSlugShaped(candidate)) continue;
    if ((await check(campaignId, candidate)) === 'available') return candidate;
  }
  return null;
}

export const slugProposalQueryOptions = (workspaceId: string, campaignId: string, base: string) =>
  queryOptions({
    queryKey: [...publishKeys.all(workspaceId, campaignId), 'slug-proposal', base] as const,
    queryFn: () => firstFreeSlug(campaignId, base),
    staleTime: 60_000,
  });

/** Only for a campaign without a saved slug: a saved one is the user's and is never replaced. */
export const useSlugProposal = (workspaceId: string, campaignId: string, base: string | null) =>
  useQuery({ ...slugProposalQueryOptions(workspaceId, campaignId, base ?? ''), enabled: base !== null });
