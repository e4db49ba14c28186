/**
 * Before a function spends for a campaign (the model's credit, a checkout): a viewer reads the
 * campaign but may not change it (docs/permissions.md), so reading it proves too little.
 */

import type { SupabaseClient } from '@supabase/supabase-js';
import { unwrapAsCaller } from '../http/user-client.ts';
import { Refusal } from '../refusals/refusal.ts';

/** Refuses `viewer_read_only` unless the caller (their client) may change the campaign. */
export async function refuseUnlessEditable(callerClient: SupabaseClient, campaignId: string): Promise<void> {
  const editable = unwrapAsCaller(
    await callerClient.rpc('campaign_is_editable', { campaign_id: campaignId }),
    'check the campaign is editable',
  );
  if (editable !== true) throw new Refusal('viewer_read_only');
}
