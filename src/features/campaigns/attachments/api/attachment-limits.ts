/**
 * The limits the database and the attachments bucket enforce (supabase/migrations/…_campaigns.sql
 * and …_storage.sql); the panel checks them first so nobody uploads 25 MiB to be refused.
 */
export const ATTACHMENT_FILE_MAX_BYTES = 25 * 1024 * 1024;
/**
 * 27 MiB of files in total per campaign (the enforce_attachment_total trigger): email encodes them
 * in base64, a third larger, and Resend takes at most 40 MB per message, HTML included.
 */
export const ATTACHMENTS_TOTAL_MAX_BYTES = 27 * 1024 * 1024;

export type AttachmentFileProblem = 'empty' | 'too-large';

/** Why one file cannot be attached whatever else the campaign holds, or null. */
export function attachmentFileProblem(file: Pick<File, 'size'>): AttachmentFileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > ATTACHMENT_FILE_MAX_BYTES) return 'too-large';
  return null;
}

/** The total the campaign would reach with these files added, when it is over the limit; else null. */
export function totalOverLimit(
  currentTotalBytes: number,
  files: readonly Pick<File, 'size'>[],
): number | null {
  const total = files.reduce((sum, file) => sum + file.size, currentTotalBytes);
  return total > ATTACHMENTS_TOTAL_MAX_BYTES ? total : null;
}
