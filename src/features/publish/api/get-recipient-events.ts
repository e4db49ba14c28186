import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

export type RecipientEvent = Pick<Tables<'recipient_events'>, 'id' | 'type' | 'occurred_at'>;

/** The most events the history shows; a recipient rarely has more than a handful. */
const EVENT_LIMIT = 200;

/** A recipient's delivery and engagement history, newest first. */
export async function getRecipientEvents(
  workspaceId: string,
  recipientId: number,
): Promise<RecipientEvent[]> {
  const data = unwrap(
    await supabase
      .from('recipient_events')
      .select('id, type, occurred_at')
      .eq('workspace_id', workspaceId)
      .eq('recipient_id', recipientId)
      .order('occurred_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(EVENT_LIMIT),
  );
  return data;
}

export const recipientEventsQueryOptions = (workspaceId: string, campaignId: string, recipientId: number) =>
  queryOptions({
    queryKey: publishKeys.recipientEvents(workspaceId, campaignId, recipientId),
    queryFn: () => getRecipientEvents(workspaceId, recipientId),
  });

export const useRecipientEvents = (workspaceId: string, campaignId: string, recipientId: number) =>
  useQuery(recipientEventsQueryOptions(workspaceId, campaignId, recipientId));
