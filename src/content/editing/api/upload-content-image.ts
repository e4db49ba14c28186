import { isDeclaredImage } from '@/lib/storage/image-bytes.ts';
import { StorageUploadError, uploadWithProgress } from '@/lib/storage/upload-with-progress.ts';
import { supabase } from '@/lib/supabase.ts';

/** The images bucket's rules (migration 20261122090000_content_images.sql). */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

type ContentImageUpload = {
  workspaceId: string;
  campaignId: string;
  file: File;
  onProgress: (fraction: number) => void;
};

/**
 * Uploads an image an editor places in an email or a page and answers its public URL (recipients'
 * mail clients and visitors load it without a session). Checked here first so a wrong file gets
 * its own message instead of Storage's refusal: 415 for the type (or bytes that are not that
 * type, which Storage would take), 413 for the size.
 */
export async function uploadContentImage({
  workspaceId,
  campaignId,
  file,
  onProgress,
}: ContentImageUpload): Promise<string> {
  const extension = EXTENSIONS[file.type];
  if (!extension) throw new StorageUploadError(415, 'not a png, jpeg, gif or webp image');
  if (file.size > CONTENT_IMAGE_MAX_BYTES) throw new StorageUploadError(413, 'larger than 5 MB');
  if (!(await isDeclaredImage(file))) throw new StorageUploadError(415, `the bytes are not ${file.type}`);
  const path = `${workspaceId}/${campaignId}/${crypto.randomUUID()}.${extension}`;
  await uploadWithProgress({ bucket: 'images', path, file, onProgress, cacheControl: '31536000' });
  return supabase.storage.from('images').getPublicUrl(path).data.publicUrl;
}
