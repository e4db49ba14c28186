import type { Database, Json } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';

/** The database's size limits (campaigns_html_size, _content_size, _design_size: 23514) refused it. */
export class EditTooLargeError extends HttpError {
  constructor(message: string) {
    super(400, message);
    this.name = 'EditTooLargeError';
  }
}

export type CampaignEdit = {
  campaignId: string;
  /** The `updated_at` the editor loaded (or got back from its last save). */
  baseUpdatedAt: string;
  content?: Json;
  design?: Json;
  html?: string;
  subject?: string;
  preheader?: string;
  palette?: { primary: string; secondary: string; tertiary: string; quaternary: string };
  mood?: Database['public']['Enums']['mood'];
  /** True on an editing session's first save: what was there is kept as a version. */
  keepVersion: boolean;
};

/**
 * An editor's save (docs/database.md, "Edits and versions"), shared by the email and page
 * editors. Resolves with the new `updated_at`, the base of the next save. Someone who saved after
 * this editor loaded makes it refuse `campaign_edit_conflict` (saving now would overwrite them).
 */
export async function saveCampaignEdit(edit: CampaignEdit): Promise<string> {
  const result = await supabase.rpc('save_campaign_edit', {
    campaign_id: edit.campaignId,
    base_updated_at: edit.baseUpdatedAt,
    content: edit.content,
    design: edit.design,
    html: edit.html,
    subject: edit.subject,
    preheader: edit.preheader,
    keep_version: edit.keepVersion,
    primary_color: edit.palette?.primary,
    secondary_color: edit.palette?.secondary,
    tertiary_color: edit.palette?.tertiary,
    quaternary_color: edit.palette?.quaternary,
    mood: edit.mood,
  });
  const { error } = result;
  if (error?.code === '23514' && /campaign(_version)?s_(html|content|design)_size/.test(error.message)) {
    throw new EditTooLargeError(error.message);
  }
  return unwrap(result);
}
