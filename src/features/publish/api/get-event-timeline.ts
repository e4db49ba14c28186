import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { TimelineBucket } from '../model/event-timeline.ts';
import { publishKeys } from './publish-keys.ts';

export type TimelineRow = Database['public']['Functions']['campaign_event_timeline']['Returns'][number];

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The campaign's events counted per hour or day in the reader's time zone (SQL does the counting). */
export async function getEventTimeline(campaignId: string, bucket: TimelineBucket): Promise<TimelineRow[]> {
  const data = unwrap(
    await supabase.rpc('campaign_event_timeline', {
      campaign_id: campaignId,
      bucket,
      time_zone: timeZone(),
    }),
  );
  return data;
}

export const eventTimelineQueryOptions = (workspaceId: string, campaignId: string, bucket: TimelineBucket) =>
  queryOptions({
    queryKey: publishKeys.timeline(workspaceId, campaignId, bucket),
    queryFn: () => getEventTimeline(campaignId, bucket),
  });

export const useEventTimeline = (
  workspaceId: string,
  campaignId: string,
  bucket: TimelineBucket,
  refetchInterval: number | false,
) =>
  useQuery({
    ...eventTimelineQueryOptions(workspaceId, campaignId, bucket),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
