import { FunctionsHttpError } from '@supabase/supabase-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

const linksAnswer = z.object({
  links: z.array(
    z.object({
      url: z.string(),
      ok: z.boolean(),
      status: z.number().nullish(),
      reason: z.string().nullish(),
    }),
  ),
  /** More links than the function checks (40): only the first were asked. */
  truncated: z.boolean().optional(),
});
export type CheckedLink = z.infer<typeof linksAnswer>['links'][number];
export type LinksCheck = { links: CheckedLink[]; truncated: boolean };

/** The `check-links` function: every http(s) link of the campaign's HTML, asked whether it answers. */
export async function checkLinks(campaignId: string, locale: string): Promise<LinksCheck> {
  const { data, error } = await supabase.functions.invoke('check-links', { body: { campaignId, locale } });
  if (error) {
    const status = error instanceof FunctionsHttpError ? (error.context as Response).status : 502;
    throw new HttpError(status, error.message);
  }
  const answer = linksAnswer.parse(data);
  return { links: answer.links, truncated: answer.truncated ?? false };
}

/** Links are asked over the network, which takes seconds: the answer is kept for a few minutes. */
const LINKS_STALE_MS = 5 * 60_000;

export const campaignLinksQueryOptions = (campaignId: string, locale: string) =>
  queryOptions({
    queryKey: publishKeys.links(campaignId),
    queryFn: () => checkLinks(campaignId, locale),
    staleTime: LINKS_STALE_MS,
  });

/** Asked only when the email has HTML: without content there is nothing to check. */
export const useCampaignLinks = (campaignId: string, locale: string, enabled: boolean) =>
  useQuery({ ...campaignLinksQueryOptions(campaignId, locale), enabled });
