/**
 * public-page's store in memory, for the tests of public-page and render-pages: landing pages as
 * loadBySlug / loadById / livePageId answer them (a copy each time, as a database read is), and the events
 * recorded.
 */

import type { PageEventType, PublicCampaign, PublicPageStore } from '../../public-page/store.ts';
import type { PageDocument } from '../content/page-document.ts';
import type { WorkspaceRecord } from '../generation/records.ts';
import { SAMPLE_DOCUMENT } from '../pages/fixtures/sample-document.ts';

export const FIXTURE_WORKSPACE_ID = 'b2e1d4c3-0000-4000-8000-000000000001';

export const fixtureWorkspace = (locale: 'en' | 'es' = 'en', name = 'Harbor & Pine'): WorkspaceRecord => ({
  id: FIXTURE_WORKSPACE_ID,
  name,
  website: null,
  industry: null,
  country: 'US',
  locale,
  logo_path: null,
  primary_color: null,
  secondary_color: null,
  tertiary_color: null,
  quaternary_color: null,
  contact_street: '1 Main Street',
  contact_city: 'Austin',
  contact_region: 'TX',
  contact_zip: '78701',
  contact_country: 'US',
});

/** A stable id per slug unless `id` is given (a page that changes its slug keeps its id). */
const idFor = (slug: string) => {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `6f1c2a9e-0000-4000-8000-${hash.toString(16).padStart(12, '0')}`;
};

/** A published landing page of the fixture workspace, live unless `live: false`. */
export function landingPageRow(
  slug: string,
  options: { id?: string; live?: boolean; locale?: 'en' | 'es'; content?: PageDocument } = {},
) {
  return {
    campaign: {
      id: options.id ?? idFor(slug),
      workspace_id: FIXTURE_WORKSPACE_ID,
      kind: 'page' as const,
      status: 'published',
      slug,
      mood: 'modern' as const,
      content: options.content ?? SAMPLE_DOCUMENT,
      html: null,
      subject: null,
      primary_color: '#f6f5ff',
      secondary_color: '#17153b',
      tertiary_color: '#5b4bdb',
      quaternary_color: '#d7d3f5',
    },
    workspace: fixtureWorkspace(options.locale ?? 'en'),
    client: null,
    live: options.live ?? true,
  } satisfies PublicCampaign;
}

export interface RecordedPageEvent {
  pageId: string;
  type: PageEventType;
  source: string;
  visitor?: string;
}

/** `pages` by campaign id: set, replace or edit a row and the next load sees it. */
export function memoryPublicPageStore(rows: PublicCampaign[] = []) {
  const pages = new Map(rows.map((row) => [row.campaign.id, row]));
  const events: RecordedPageEvent[] = [];
  const store: PublicPageStore = {
    loadBySlug: async (slug) =>
      structuredClone([...pages.values()].find((row) => row.campaign.slug === slug) ?? null),
    loadById: async (id) => structuredClone(pages.get(id) ?? null),
    livePageId: async (slug) =>
      [...pages.values()].find(
        (row) => row.campaign.slug === slug && row.campaign.kind === 'page' && row.live,
      )?.campaign.id ?? null,
    recordEvent: async (pageId, type, source, visitor) => {
      events.push({ pageId, type, source, ...(visitor ? { visitor } : {}) });
    },
  };
  return { store, pages, events };
}
