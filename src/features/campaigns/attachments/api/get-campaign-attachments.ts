import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type CampaignAttachment = Pick<
  Tables<'campaign_attachments'>,
  'id' | 'file_name' | 'content_type' | 'size_bytes' | 'storage_path' | 'created_at'
>;

export const ATTACHMENT_COLUMNS = 'id, file_name, content_type, size_bytes, storage_path, created_at';

/** The files of an email campaign, oldest first (the order they were added). */
export async function getCampaignAttachments(
  workspaceId: string,
  campaignId: string,
): Promise<CampaignAttachment[]> {
  const data = unwrap(
    await supabase
      .from('campaign_attachments')
      .select(ATTACHMENT_COLUMNS)
      .eq('workspace_id', workspaceId)
      .eq('campaign_id', campaignId)
      .order('created_at')
      .order('id'),
  );
  return data;
}

export const campaignAttachmentsQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', campaignId, 'attachments'),
    queryFn: () => getCampaignAttachments(workspaceId, campaignId),
  });

export const useCampaignAttachments = (workspaceId: string, campaignId: string) =>
  useSuspenseQuery(campaignAttachmentsQueryOptions(workspaceId, campaignId));

export const totalAttachmentBytes = (attachments: readonly Pick<CampaignAttachment, 'size_bytes'>[]) =>
  attachments.reduce((sum, attachment) => sum + attachment.size_bytes, 0);
