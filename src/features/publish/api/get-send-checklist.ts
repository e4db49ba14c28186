import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import type { ChecklistRow } from '../model/send-checklist.ts';
import { publishKeys } from './publish-keys.ts';

/** public.campaign_send_checklist: what `ship_campaign` will check, item by item, in display order. */
export async function getSendChecklist(campaignId: string): Promise<ChecklistRow[]> {
  const data = unwrap(await supabase.rpc('campaign_send_checklist', { campaign_id: campaignId }));
  return data ?? [];
}

export const sendChecklistQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.checklist(workspaceId, campaignId),
    queryFn: () => getSendChecklist(campaignId),
  });

/**
 * Not suspended: the screen opens on the checklist as it loads, and a failure to read it is said
 * in the checklist, never as the screen's error.
 */
export const useSendChecklist = (workspaceId: string, campaignId: string) =>
  useQuery(sendChecklistQueryOptions(workspaceId, campaignId));
