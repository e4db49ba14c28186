/**
 * Renders the queued pages' static copies (private.page_renders, docs/public-pages.md "Static
 * copies"): a live landing page gets its copy at its slug, the very HTML the public-page function
 * answers (landingPageHtml, one code path, so the bytes are identical); any other page (unpublished,
 * lapsed, deleted, an email) loses every copy it may have had. A slug another page now holds is left
 * to that page. One page's failure is logged and its row stays claimed until its claim runs out (a
 * minute), then the next run tries again; the others go on.
 */

import { landingPageHtml, type PageUrls } from '../public-page/documents.ts';
import type { PublicPageStore } from '../public-page/store.ts';
import type { QueuedPage, StaticPageStore } from './static-store.ts';

export interface RenderPagesDeps {
  urls: PageUrls;
  pages: PublicPageStore;
  copies: StaticPageStore;
  /** Rows claimed per round; rounds go on until the queue is empty or `maxRounds`. */
  batch?: number;
  maxRounds?: number;
}

export interface RenderSummary {
  rendered: number;
  removed: number;
  failed: number;
}

async function renderOne(deps: RenderPagesDeps, queued: QueuedPage): Promise<'rendered' | 'removed'> {
  const found = await deps.pages.loadById(queued.page_id);
  const slug = found?.campaign.slug ?? null;
  const html = found?.campaign.kind === 'page' && found.live ? landingPageHtml(found, deps.urls, null) : null;
  const candidates = new Set(queued.slugs);
  if (slug) candidates[html ? 'delete' : 'add'](slug);
  const stale: string[] = [];
  for (const old of candidates) {
    // A slug this page gave up may be another page's by now: its copy is that page's to keep.
    const holder = old === slug ? null : await deps.pages.loadBySlug(old);
    if (!holder || holder.campaign.id === queued.page_id) stale.push(old);
  }
  if (html && slug) {
    await deps.copies.put(slug, html);
    await deps.copies.remove(stale);
    await deps.copies.finish(queued, slug);
    return 'rendered';
  }
  await deps.copies.remove(stale);
  await deps.copies.finish(queued, null);
  return 'removed';
}

export async function renderQueuedPages(deps: RenderPagesDeps): Promise<RenderSummary> {
  const summary: RenderSummary = { rendered: 0, removed: 0, failed: 0 };
  for (let round = 0; round < (deps.maxRounds ?? 20); round++) {
    const claimed = await deps.copies.claim(deps.batch ?? 20);
    if (!claimed.length) break;
    for (const queued of claimed) {
      try {
        summary[await renderOne(deps, queued)] += 1;
      } catch (error) {
        summary.failed += 1;
        console.error(`render-pages: page ${queued.page_id}:`, error);
      }
    }
  }
  return summary;
}
