import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { liveRefreshInterval } from '../model/live-refresh.ts';
import { publishKeys } from './publish-keys.ts';

export type SendJob = Pick<
  Tables<'send_jobs'>,
  | 'id'
  | 'status'
  | 'total_recipients'
  | 'sent_count'
  | 'failed_count'
  | 'skipped_count'
  | 'created_at'
  | 'finished_at'
  | 'pause_reason'
  | 'hard_bounce_count'
  | 'complaint_count'
  | 'kind'
  | 'scheduled_for'
  | 'started_at'
>;

/** The campaign's sends: the latest, and when the first began (the analytics' time scale). */
export type SendHistory = { latest: SendJob | null; firstSentAt: string | null };

const JOB_LIMIT = 100;

export async function getSendHistory(campaignId: string): Promise<SendHistory> {
  const data = unwrap(
    await supabase
      .from('send_jobs')
      .select(
        'id, status, total_recipients, sent_count, failed_count, skipped_count, created_at, finished_at, pause_reason, hard_bounce_count, complaint_count, kind, scheduled_for, started_at',
      )
      .eq('campaign_id', campaignId)
      .order('created_at', { ascending: false })
      .limit(JOB_LIMIT),
  );
  // A cancelled scheduled send never went: the screen reads the sends that did (or will).
  const sends = data.filter((job) => job.status !== 'cancelled');
  return { latest: sends[0] ?? null, firstSentAt: sends.at(-1)?.created_at ?? null };
}

export const sendHistoryQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.sendJob(workspaceId, campaignId),
    queryFn: () => getSendHistory(campaignId),
  });

/** Read again while a send runs and for a while after, so progress and status follow on their own. */
export const useSendHistory = (workspaceId: string, campaignId: string) =>
  useSuspenseQuery({
    ...sendHistoryQueryOptions(workspaceId, campaignId),
    refetchInterval: (query) => liveRefreshInterval(query.state.data?.latest ?? null, new Date()),
  });
