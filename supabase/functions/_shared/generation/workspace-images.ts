/**
 * The pictures a generated email may show: what the workspace uploaded to its image library (the
 * public `images` bucket, `<workspace_id>/<campaign_id>/<file>`), read through the caller's client.
 * The campaign's own folder comes first, then its siblings' (same client, or none, as the logo
 * rule goes: never another client's pictures on a client's message). Newest first in each folder.
 */

import type { EmailImage } from '../email/build-design.ts';
import type { CampaignContext } from './records.ts';
import type { GenerationStore } from './store.ts';

/** The part of supabase-js's bucket API (`storage.from('images')`) used here. */
export interface ImageBucket {
  list(
    path: string,
    options: { limit: number; sortBy: { column: string; order: string } },
  ): Promise<{
    data: Array<{ name: string; id: string | null; metadata: Record<string, unknown> | null }> | null;
    error: { message: string } | null;
  }>;
  getPublicUrl(path: string): { data: { publicUrl: string } };
}

/** Email clients show these everywhere but WebP (Outlook on Windows drops it), so WebP comes last. */
const PICTURE = /\.(?:png|jpe?g|gif)$/i;
const WEBP = /\.webp$/i;

export const MAX_EMAIL_IMAGES = 6;

export async function listWorkspaceImages(
  bucket: ImageBucket,
  workspaceId: string,
  campaignIds: string[],
  limit = MAX_EMAIL_IMAGES,
): Promise<EmailImage[]> {
  const folders = await Promise.all(
    campaignIds.map(async (campaignId) => {
      const folder = `${workspaceId}/${campaignId}`;
      const { data, error } = await bucket.list(folder, {
        limit: 20,
        sortBy: { column: 'created_at', order: 'desc' },
      });
      if (error) throw new Error(`list ${folder}: ${error.message}`);
      // Folders come back with a null id; only files are pictures.
      return (data ?? []).filter((entry) => entry.id !== null).map((entry) => `${folder}/${entry.name}`);
    }),
  );
  const paths = folders.flat();
  const ordered = [...paths.filter((p) => PICTURE.test(p)), ...paths.filter((p) => WEBP.test(p))];
  return ordered.slice(0, limit).map((path) => ({ url: bucket.getPublicUrl(path).data.publicUrl }));
}

/** Pictures embellish: a listing that fails leaves the email without them, never the generation. */
export async function imagesForEmail(
  store: GenerationStore,
  context: CampaignContext,
): Promise<EmailImage[]> {
  try {
    return await store.listEmailImages(context);
  } catch (error) {
    console.warn('email images:', error instanceof Error ? error.message : error);
    return [];
  }
}
