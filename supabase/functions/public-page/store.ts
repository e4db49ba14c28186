/** What the public page reads and writes, with the service role: visitors carry no token. */

import { serviceClient } from '../_shared/db/service-client.ts';
import type { CampaignRecord, ClientRecord, WorkspaceRecord } from '../_shared/generation/records.ts';

export type PublicCampaignRecord = Pick<
  CampaignRecord,
  | 'id'
  | 'workspace_id'
  | 'kind'
  | 'status'
  | 'slug'
  | 'mood'
  | 'content'
  | 'html'
  | 'subject'
  | 'primary_color'
  | 'secondary_color'
  | 'tertiary_color'
  | 'quaternary_color'
>;

export interface PublicCampaign {
  campaign: PublicCampaignRecord;
  workspace: WorkspaceRecord;
  client: ClientRecord | null;
  /** page_is_live: published with an active subscription (always false for an email). */
  live: boolean;
  /** An email's HTML as its latest started send job sent it (send_jobs.html); null before any send. */
  sentHtml?: string | null;
}

export type PageEventType = 'view' | 'form_start';

export interface PublicPageStore {
  loadBySlug(slug: string): Promise<PublicCampaign | null>;
  /** The same, by the campaign's id (render-pages: a page whose slug changed or went). */
  loadById(id: string): Promise<PublicCampaign | null>;
  /**
   * The id of the live landing page at `slug`, else null: what a beacon needs before it counts,
   * without reading the page's content (every view of a static copy sends one).
   */
  livePageId(slug: string): Promise<string | null>;
  /** `visitor`: pseudonymous key for the per-visitor limit; null counts without a limit. */
  recordEvent(pageId: string, type: PageEventType, source: string, visitor: string | null): Promise<void>;
}

const COLORS = 'primary_color, secondary_color, tertiary_color, quaternary_color';
const WORKSPACE_COLUMNS = `id, name, website, industry, country, locale, logo_path, ${COLORS}, contact_street, contact_city, contact_region, contact_zip, contact_country`;
const CLIENT_COLUMNS = `id, name, website, logo_path, ${COLORS}`;
const CAMPAIGN_COLUMNS = `id, workspace_id, kind, status, slug, mood, content, html, subject, ${COLORS}`;

type Row = PublicCampaignRecord & {
  workspace: WorkspaceRecord | null;
  client: ClientRecord | null;
};

export function servicePublicPageStore(env: Record<string, string | undefined>): PublicPageStore {
  const client = serviceClient(env);
  const isLive = async (pageId: string) => {
    const { data, error } = await client.rpc('page_is_live', { page_id: pageId });
    if (error) throw new Error(`page_is_live: ${error.code} ${error.message}`);
    return data === true;
  };
  const load = async (column: 'slug' | 'id', value: string): Promise<PublicCampaign | null> => {
    const result = await client
      .from('campaigns')
      .select(
        `${CAMPAIGN_COLUMNS}, workspace:workspaces(${WORKSPACE_COLUMNS}), client:clients(${CLIENT_COLUMNS})`,
      )
      .eq(column, value)
      .maybeSingle<Row>();
    if (result.error) {
      throw new Error(`load campaign: ${result.error.code} ${result.error.message}`);
    }
    if (!result.data?.workspace) return null;
    const { workspace, client: owner, ...campaign } = result.data;
    const live = campaign.kind === 'page' && (await isLive(campaign.id));
    let sentHtml: string | null = null;
    if (campaign.kind === 'email') {
      const { data, error } = await client
        .from('send_jobs')
        .select('html')
        .eq('campaign_id', campaign.id)
        .not('html', 'is', null)
        // A send scheduled for later is not public before it starts: the web version stays the
        // last started send's.
        .not('started_at', 'is', null)
        .order('created_at', { ascending: false })
        .limit(1)
        .maybeSingle<{ html: string }>();
      if (error) {
        throw new Error(`load sent html: ${error.code} ${error.message}`);
      }
      sentHtml = data?.html ?? null;
    }
    return { campaign, workspace, client: owner, live, sentHtml };
  };
  return {
    loadBySlug: (slug) => load('slug', slug),
    loadById: (id) => load('id', id),
    async livePageId(slug) {
      const { data, error } = await client
        .from('campaigns')
        .select('id')
        .eq('slug', slug)
        .eq('kind', 'page')
        .maybeSingle<{ id: string }>();
      if (error) throw new Error(`load page id: ${error.code} ${error.message}`);
      return data && (await isLive(data.id)) ? data.id : null;
    },
    async recordEvent(pageId, type, source, visitor) {
      const { error } = await client.rpc('record_page_event', {
        page_id: pageId,
        type,
        source,
        ...(visitor ? { visitor } : {}),
      });
      if (error) {
        throw new Error(`record_page_event: ${error.code} ${error.message}`);
      }
    },
  };
}
