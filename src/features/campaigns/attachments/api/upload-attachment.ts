import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fromPostgrest, isRefused } from '@/lib/errors/refused.ts';
import { StorageUploadError, uploadWithProgress } from '@/lib/storage/upload-with-progress.ts';
import { supabase } from '@/lib/supabase.ts';
import { type AttachmentFileProblem, attachmentFileProblem } from './attachment-limits.ts';
import { attachmentContentType } from './attachment-types.ts';
import {
  ATTACHMENT_COLUMNS,
  type CampaignAttachment,
  campaignAttachmentsQueryOptions,
} from './get-campaign-attachments.ts';

export const uploadAttachmentInput = z.object({
  workspaceId: z.uuid(),
  campaignId: z.uuid(),
  file: z.instanceof(File),
});

export type UploadAttachmentInput = z.infer<typeof uploadAttachmentInput> & {
  onProgress: (fraction: number) => void;
};

export type AttachmentUploadProblem = AttachmentFileProblem | 'total-too-large' | 'failed';

export class AttachmentUploadError extends Error {
  readonly problem: AttachmentUploadProblem;
  /** For 'total-too-large': the total the campaign would have reached, when the database said. */
  readonly totalBytes: number | null;
  constructor(
    problem: AttachmentUploadProblem,
    options: { message?: string; totalBytes?: number | null } = {},
  ) {
    super(options.message ?? problem);
    this.name = 'AttachmentUploadError';
    this.problem = problem;
    this.totalBytes = options.totalBytes ?? null;
  }
}

/** Object names keep the file's name readable but safe for a URL; the uuid keeps them unique. */
export function attachmentObjectPath(workspaceId: string, campaignId: string, fileName: string): string {
  const safeName =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(-100) || 'file';
  return `${workspaceId}/${campaignId}/${crypto.randomUUID()}-${safeName}`;
}

/** The total named by the trigger's detail: 'Attachments would total N bytes; the limit is M.' */
const totalFromDetail = (detail: string | null | undefined) => {
  const match = detail?.match(/total (\d+) bytes/);
  return match ? Number(match[1]) : null;
};

/**
 * Uploads the file into the campaign's folder of the attachments bucket, with progress, then
 * records it. The database has the last word on the 40 MB total (its trigger locks the campaign
 * while it sums); when it refuses, the uploaded object is removed again so nothing is orphaned.
 */
export async function uploadAttachment(input: UploadAttachmentInput): Promise<CampaignAttachment> {
  const { workspaceId, campaignId, file } = uploadAttachmentInput.parse(input);
  const problem = attachmentFileProblem(file);
  if (problem) throw new AttachmentUploadError(problem);
  const path = attachmentObjectPath(workspaceId, campaignId, file.name);
  const contentType = attachmentContentType(file);
  try {
    await uploadWithProgress({
      bucket: 'attachments',
      path,
      file,
      contentType,
      onProgress: input.onProgress,
    });
  } catch (error) {
    const status = error instanceof StorageUploadError ? error.status : 0;
    if (status === 413) throw new AttachmentUploadError('too-large');
    throw new AttachmentUploadError('failed', { message: `Attachment upload failed with ${status}` });
  }

  const { data, error } = await supabase
    .from('campaign_attachments')
    .insert({
      workspace_id: workspaceId,
      campaign_id: campaignId,
      storage_path: path,
      file_name: file.name.slice(0, 255),
      content_type: contentType.slice(0, 255),
      size_bytes: file.size,
    })
    .select(ATTACHMENT_COLUMNS)
    .single();
  if (!error) return data;
  await supabase.storage.from('attachments').remove([path]);
  if (isRefused(fromPostgrest(error, 0), 'attachments_too_large')) {
    throw new AttachmentUploadError('total-too-large', { totalBytes: totalFromDetail(error.details) });
  }
  throw new AttachmentUploadError('failed', { message: error.message });
}

export function useUploadAttachment(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  const listKey = campaignAttachmentsQueryOptions(workspaceId, campaignId).queryKey;
  return useMutation({
    mutationFn: (input: { file: File; onProgress: (fraction: number) => void }) =>
      uploadAttachment({ workspaceId, campaignId, ...input }),
    onSuccess: (attachment) => {
      queryClient.setQueryData(listKey, (attachments) =>
        attachments
          ? [...attachments.filter((known) => known.id !== attachment.id), attachment]
          : attachments,
      );
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
    meta: { handlesOwnErrors: true },
  });
}
