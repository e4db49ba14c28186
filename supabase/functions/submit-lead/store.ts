/** submit-lead's reads and writes, with the service role (visitors have no account). */

import type { Locale } from '../_shared/content/brief.ts';
import { type HitRateLimit, serviceRateLimit } from '../_shared/db/rate-limit.ts';
import { serviceClient } from '../_shared/db/service-client.ts';
import type { Env } from '../_shared/env.ts';
import { LEAD_FIELDS, type LeadField, type LeadValues } from '../_shared/leads/lead-input.ts';
import { refusalFromDatabase } from '../_shared/refusals/from-database.ts';

export interface LeadPage {
  id: string;
  slug: string | null;
  /** What the visitor knows the page as: its SEO title, else its name. */
  title: string;
  workspaceId: string;
  clientId: string | null;
  /** Who the lead signed up with: the page's sender name, else its client's, else the workspace's. */
  senderName: string;
  workspaceLocale: Locale;
  /** The workspace contact who hears of every new lead; null: nobody is told. */
  contactEmail: string | null;
  doubleOptIn: boolean;
  /** `page_is_live`: published with an active subscription. */
  live: boolean;
  /** The page document's leadForm.fields: the fields the form asks, each required… */
  fields: LeadField[];
  /** …but these (its optionalFields), which a visitor may leave empty. */
  optionalFields: LeadField[];
}

export interface StoredLead {
  id: string;
  /** Set while the lead waits for its double opt-in confirmation. */
  confirmToken: string | null;
  /** False when the page already had this address: nothing was written. */
  created: boolean;
}

export interface PendingLead {
  email: string;
  senderName: string;
}

export interface SubmitLeadStore {
  loadPage(pageId: string): Promise<LeadPage | null>;
  hit: HitRateLimit;
  /**
   * Inserts the lead with the visit's cleaned source (the database fills workspace, client and
   * status, and counts it in page_activity); the page's row for this address when it has one, as
   * it was. Null when the page closed meanwhile.
   */
  saveLead(page: LeadPage, lead: LeadValues, source: string): Promise<StoredLead | null>;
  /** The lead waiting on this confirmation token; null when unknown or confirmed already. */
  findPending(token: string): Promise<PendingLead | null>;
  /** `confirm_lead`: true when a lead was confirmed. */
  confirm(token: string): Promise<boolean>;
}

const asLocale = (value: unknown): Locale => (value === 'es' ? 'es' : 'en');

interface PageContent {
  seo?: { title?: unknown };
  sections?: { type?: unknown; fields?: unknown; optionalFields?: unknown }[];
}

/** The form's fields (`fields`, or `optionalFields`) from the page document; none without a lead form. */
function formFields(content: unknown, key: 'fields' | 'optionalFields'): LeadField[] {
  const sections = (content as PageContent | null)?.sections;
  const form = Array.isArray(sections) ? sections.find((section) => section?.type === 'leadForm') : undefined;
  const fields = Array.isArray(form?.[key]) ? form[key] : [];
  return LEAD_FIELDS.filter((field) => fields.includes(field));
}

export function serviceSubmitLeadStore(env: Env): SubmitLeadStore {
  const client = serviceClient(env);
  return {
    async loadPage(pageId): Promise<LeadPage | null> {
      const page = await client
        .from('campaigns')
        .select('id, slug, name, content, workspace_id, client_id, sender_name, double_opt_in')
        .eq('id', pageId)
        .eq('kind', 'page')
        .maybeSingle();
      if (page.error) throw new Error(`load page: ${page.error.message}`);
      if (!page.data) return null;
      const [workspace, owner, live] = await Promise.all([
        client
          .from('workspaces')
          .select('name, locale, contact_email')
          .eq('id', page.data.workspace_id)
          .single(),
        page.data.client_id
          ? client.from('clients').select('name, sender_name').eq('id', page.data.client_id).maybeSingle()
          : Promise.resolve({ data: null, error: null }),
        client.rpc('page_is_live', { page_id: pageId }),
      ]);
      if (workspace.error) throw new Error(`load workspace: ${workspace.error.message}`);
      if (owner.error) throw new Error(`load client: ${owner.error.message}`);
      if (live.error) throw new Error(`page_is_live: ${live.error.message}`);
      const content = page.data.content as PageContent | null;
      const seoTitle = typeof content?.seo?.title === 'string' ? content.seo.title.trim() : '';
      return {
        id: page.data.id,
        slug: page.data.slug,
        title: seoTitle || page.data.name,
        workspaceId: page.data.workspace_id,
        clientId: page.data.client_id,
        senderName:
          page.data.sender_name?.trim() ||
          owner.data?.sender_name?.trim() ||
          owner.data?.name?.trim() ||
          workspace.data.name,
        workspaceLocale: asLocale(workspace.data.locale),
        contactEmail: workspace.data.contact_email,
        doubleOptIn: page.data.double_opt_in,
        live: live.data === true,
        fields: formFields(page.data.content, 'fields'),
        optionalFields: formFields(page.data.content, 'optionalFields'),
      };
    },
    hit: serviceRateLimit(client),
    async saveLead(page, lead, source) {
      const inserted = await client
        .from('leads')
        .insert({
          campaign_id: page.id,
          workspace_id: page.workspaceId,
          first_name: lead.firstName,
          last_name: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          source,
        })
        .select('id, confirm_token')
        .single();
      if (!inserted.error) {
        return { id: inserted.data.id, confirmToken: inserted.data.confirm_token, created: true };
      }
      if (refusalFromDatabase(inserted.error) === 'page_not_live') return null;
      if (inserted.error.code !== '23505') throw new Error(`insert lead: ${inserted.error.message}`);
      // The page has this address already: its row stays as it is.
      const existing = await client
        .from('leads')
        .select('id, confirm_token')
        .eq('campaign_id', page.id)
        .eq('email', lead.email)
        .single();
      if (existing.error) throw new Error(`load lead: ${existing.error.message}`);
      return { id: existing.data.id, confirmToken: existing.data.confirm_token, created: false };
    },
    async findPending(token) {
      const lead = await client
        .from('leads')
        .select('email, workspace_id, client_id, campaign_id')
        .eq('confirm_token', token)
        .maybeSingle();
      if (lead.error) throw new Error(`load lead: ${lead.error.message}`);
      if (!lead.data) return null;
      const page = lead.data.campaign_id ? await this.loadPage(lead.data.campaign_id) : null;
      if (page) return { email: lead.data.email, senderName: page.senderName };
      const workspace = await client
        .from('workspaces')
        .select('name')
        .eq('id', lead.data.workspace_id)
        .single();
      if (workspace.error) throw new Error(`load workspace: ${workspace.error.message}`);
      return { email: lead.data.email, senderName: workspace.data.name };
    },
    async confirm(token) {
      const { data, error } = await client.rpc('confirm_lead', { token });
      if (error) throw new Error(`confirm_lead: ${error.message}`);
      return data === true;
    },
  };
}
