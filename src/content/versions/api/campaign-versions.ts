import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type CampaignVersion = Pick<Tables<'campaign_versions'>, 'id' | 'created_at' | 'note' | 'subject'>;

/** A campaign collects a version at every regeneration, editing session and restore: a page at a time. */
export const VERSIONS_PAGE_SIZE = 10;

/**
 * Under the campaigns key, so whatever refreshes a campaign (a generation, a save, a restore) also
 * refreshes its history.
 */
export const campaignVersionKeys = {
  all: (workspaceId: string, campaignId: string) =>
    workspaceKeys.scoped(workspaceId, 'campaigns', 'versions', campaignId),
  html: (workspaceId: string, campaignId: string, versionId: string) =>
    workspaceKeys.scoped(workspaceId, 'campaigns', 'versions', campaignId, 'html', versionId),
};

type VersionsPage = { versions: CampaignVersion[]; hasMore: boolean };

async function getVersionsPage(campaignId: string, offset: number): Promise<VersionsPage> {
  // One more than a page tells whether there is another, without counting them all.
  const data = unwrap(
    await supabase
      .from('campaign_versions')
      .select('id, created_at, note, subject')
      .eq('campaign_id', campaignId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(offset, offset + VERSIONS_PAGE_SIZE),
  );
  return { versions: data.slice(0, VERSIONS_PAGE_SIZE), hasMore: data.length > VERSIONS_PAGE_SIZE };
}

export const campaignVersionsQueryOptions = (workspaceId: string, campaignId: string) =>
  infiniteQueryOptions({
    queryKey: campaignVersionKeys.all(workspaceId, campaignId),
    queryFn: ({ pageParam }) => getVersionsPage(campaignId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * VERSIONS_PAGE_SIZE : undefined),
  });

export const useCampaignVersions = (workspaceId: string, campaignId: string) =>
  useInfiniteQuery(campaignVersionsQueryOptions(workspaceId, campaignId));

/** A version's HTML, read only when it is previewed (the list would be heavy with it). */
export const versionHtmlQueryOptions = (workspaceId: string, campaignId: string, versionId: string) =>
  queryOptions({
    queryKey: campaignVersionKeys.html(workspaceId, campaignId, versionId),
    queryFn: async () => {
      const data = unwrap(
        await supabase.from('campaign_versions').select('html').eq('id', versionId).maybeSingle(),
      );
      return data?.html ?? null;
    },
    // A version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVersionHtml = (workspaceId: string, campaignId: string, versionId: string) =>
  useQuery(versionHtmlQueryOptions(workspaceId, campaignId, versionId));

/** The notes the database writes (docs/database.md, "Edits and versions"); any other is shown as is. */
const NOTE_LABELS: Record<string, MessageDescriptor> = {
  'Before regeneration': msg`Before regeneration`,
  'Before editing': msg`Before editing`,
  'Before restoring': msg`Before restoring`,
  'Submitted for review': msg`Submitted for review`,
};

export const noteLabel = (note: string | null): MessageDescriptor | string | null =>
  note === null ? null : (NOTE_LABELS[note] ?? note);
