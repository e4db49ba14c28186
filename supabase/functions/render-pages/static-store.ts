/** The queue of static copies (private.page_renders) and the `pages` bucket, with the service role. */

import type { SupabaseClient } from '@supabase/supabase-js';

/** The bucket the copies live in: public, HTML only, one object per live page named by its slug. */
export const PAGES_BUCKET = 'pages';
/**
 * How long a browser may keep a copy without asking again (seconds). With the sweep every few
 * seconds and the CDN purged on each change, a page that stops being live is gone for every
 * visitor within a minute (docs/public-pages.md, "Static copies").
 */
export const COPY_MAX_AGE_SECONDS = 30;

export interface QueuedPage {
  page_id: string;
  /** Every slug whose copy may have to go. */
  slugs: string[];
  version: number;
}

export interface StaticPageStore {
  claim(max: number): Promise<QueuedPage[]>;
  /** The copy now served at `slug` (until the page's period ends), or none (`slug` null); the row goes if unchanged. */
  finish(page: QueuedPage, slug: string | null): Promise<void>;
  put(slug: string, html: string): Promise<void>;
  remove(slugs: string[]): Promise<void>;
}

const failure = (what: string, error: { message: string; code?: string } | null) => {
  if (error) throw new Error(`${what}: ${error.code ?? ''} ${error.message}`);
};

export function serviceStaticPageStore(client: SupabaseClient): StaticPageStore {
  const bucket = () => client.storage.from(PAGES_BUCKET);
  /**
   * Asks the CDN to drop its copy now (Smart CDN also drops it by itself within 60 s of a change).
   * Best effort: a project without the CDN (the local stack, plans without purge) answers an error.
   */
  const purge = async (slugs: string[]) => {
    for (const slug of slugs) {
      const result = await bucket()
        .purgeCache(slug)
        .catch((error: unknown) => ({ error }));
      if (result.error) console.warn(`render-pages: purge ${slug}: ${String(result.error)}`);
    }
  };
  return {
    async claim(max) {
      const { data, error } = await client.rpc('claim_page_renders', { max_pages: max });
      failure('claim_page_renders', error);
      return (data ?? []) as QueuedPage[];
    },
    async finish(page, slug) {
      const { error } = await client.rpc('finish_page_render', {
        page_id: page.page_id,
        version: page.version,
        slug,
      });
      failure('finish_page_render', error);
    },
    async put(slug, html) {
      const { error } = await bucket().upload(slug, new Blob([html], { type: 'text/html' }), {
        contentType: 'text/html',
        cacheControl: String(COPY_MAX_AGE_SECONDS),
        upsert: true,
      });
      failure(`upload ${slug}`, error);
      await purge([slug]);
    },
    async remove(slugs) {
      if (!slugs.length) return;
      const { error } = await bucket().remove(slugs);
      failure(`remove ${slugs.join(', ')}`, error);
      await purge(slugs);
    },
  };
}
