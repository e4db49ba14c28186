import { supabase } from '@/lib/supabase.ts';
import type { UploadTotals } from './add-recipients-in-batches.ts';

/** One add_recipients call: the database trims, validates and skips addresses already there. */
export async function addRecipientsBatch(campaignId: string, emails: string[]): Promise<UploadTotals> {
  const { data, error } = await supabase.rpc('add_recipients', { campaign_id: campaignId, emails });
  if (error) throw error;
  const row = data?.[0];
  if (!row) throw new Error('add_recipients returned no counts');
  return { inserted: row.inserted, duplicates: row.duplicates, invalid: row.invalid };
}
