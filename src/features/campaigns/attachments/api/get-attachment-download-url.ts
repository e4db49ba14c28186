import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';

/** The bucket is private: a short-lived signed link that downloads the file under its own name. */
export async function getAttachmentDownloadUrl(attachment: { storage_path: string; file_name: string }) {
  const { data, error } = await supabase.storage
    .from('attachments')
    .createSignedUrl(attachment.storage_path, 60, { download: attachment.file_name });
  if (error) throw new HttpError(statusOfStorageError(error), error.message);
  return data.signedUrl;
}

const statusOfStorageError = (error: { status?: unknown }) =>
  typeof error.status === 'number' ? error.status : 500;
