/** The rows generation reads and writes, as the migrations define them (only the columns used). */

import type { Locale, Mood, PageTemplate } from '../content/brief.ts';

export interface Colors {
  primary_color: string | null;
  secondary_color: string | null;
  tertiary_color: string | null;
  quaternary_color: string | null;
}

export interface WorkspaceRecord extends Colors {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  country: 'US' | 'CA' | 'MX' | null;
  locale: Locale;
  logo_path: string | null;
  contact_street: string | null;
  contact_city: string | null;
  contact_region: string | null;
  contact_zip: string | null;
  contact_country: 'US' | 'CA' | 'MX' | null;
}

export interface ClientRecord extends Colors {
  id: string;
  name: string;
  website: string | null;
  logo_path: string | null;
}

export interface CampaignRecord extends Colors {
  id: string;
  workspace_id: string;
  client_id: string | null;
  kind: 'email' | 'page';
  name: string;
  product_name: string | null;
  description: string | null;
  goals: string | null;
  objectives: string | null;
  branding: string | null;
  target_audience: string | null;
  demographics: string | null;
  legal_text: string | null;
  prompt: string | null;
  mood: Mood | null;
  template: PageTemplate | null;
  slug: string | null;
  status: string;
  content: unknown;
  design: unknown;
  html: string | null;
  subject: string | null;
  preheader: string | null;
}

export interface CampaignContext {
  campaign: CampaignRecord;
  workspace: WorkspaceRecord;
  client: ClientRecord | null;
}

/** What a generation writes on the campaign. */
export interface GeneratedFields {
  content: unknown;
  design: unknown;
  html: string;
  subject?: string;
  preheader?: string;
  template?: PageTemplate;
}

export interface UsageRecord {
  workspaceId: string;
  campaignId: string | null;
  kind: 'campaign' | 'page' | 'templates';
  provider: string;
  model: string;
  status: 'succeeded' | 'failed';
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  error: string | null;
  userId: string;
}
