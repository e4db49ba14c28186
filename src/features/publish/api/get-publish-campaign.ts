import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { browserTimeZone } from '@/lib/dates/time-zones.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

type SenderColumns = Pick<Tables<'campaigns'>, 'sender_name' | 'sender_domain'>;

export type PublishCampaign = Pick<
  Tables<'campaigns'>,
  | 'id'
  | 'name'
  | 'status'
  | 'subject'
  | 'preheader'
  | 'sender_name'
  | 'sender_domain'
  | 'slug'
  | 'client_id'
  | 'follow_up_of'
> & {
  client: { name: string } | null;
  /**
   * The sender the campaign falls back to: its client's when the client has a sender name, else
   * its workspace's. A null domain is Pitchcraft's shared domain.
   */
  defaultSender: SenderColumns;
  /** Whether the email has HTML to send (generated or edited). */
  hasContent: boolean;
  /**
   * The zone scheduled sends are chosen and shown in: the workspace's, else the browser's
   * (`timeZoneSet` false) until an owner or admin sets one in Settings.
   */
  timeZone: string;
  timeZoneSet: boolean;
};

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * The email campaign the publish screen is about; null when it does not exist, the user cannot
 * see it, or it is a landing page (pages have no recipients).
 */
export async function getPublishCampaign(
  workspaceId: string,
  campaignId: string,
): Promise<PublishCampaign | null> {
  const data = unwrap(
    await supabase
      .from('campaigns')
      .select(
        `id, name, status, subject, preheader, sender_name, sender_domain, slug, client_id, html, follow_up_of,
       client:clients(name, sender_name, sender_domain),
       workspace:workspaces(sender_name, sender_domain, time_zone)`,
      )
      .eq('workspace_id', workspaceId)
      .eq('id', campaignId)
      .eq('kind', 'email')
      .maybeSingle(),
  );
  if (!data) return null;
  const { html, client, workspace, ...campaign } = data;
  const defaultSender = client && filled(client.sender_name) ? client : workspace;
  return {
    ...campaign,
    client: client ? { name: client.name } : null,
    defaultSender: {
      sender_name: defaultSender?.sender_name ?? null,
      sender_domain: defaultSender?.sender_domain || null,
    },
    hasContent: html !== null,
    timeZone: workspace?.time_zone || browserTimeZone(),
    timeZoneSet: Boolean(workspace?.time_zone),
  };
}

export const publishCampaignQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.campaign(workspaceId, campaignId),
    queryFn: () => getPublishCampaign(workspaceId, campaignId),
  });

export const usePublishCampaign = (workspaceId: string, campaignId: string) =>
  useSuspenseQuery(publishCampaignQueryOptions(workspaceId, campaignId));
