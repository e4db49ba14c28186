/**
 * POST /ship-campaign (verify_jwt = false, see config.toml): `{ campaignId, locale? }` → `{ jobId,
 * totalRecipients, remaining }`. Calls `ship_campaign` with the caller's token, so RLS and the
 * function's own checks decide, and PostgREST verifies the token first (401 for a forged or expired
 * one, nothing shipped); a second click answers the job the first made. Its refusals are the
 * database's (ship_campaign raises catalog codes), answered with the catalog's status as
 * `{ error: { code, message } }`: campaign_not_found; the campaign's or the allowance's state
 * (campaign_not_ready, no_payment, no_recipients_left, no_recipients); what the user fixes (the
 * checklist's blocking items, campaign_send_checklist: sender_required, sender_domain_not_owned…).
 * Then it starts the processor for the job without making the caller wait (`kick`): a request to
 * process-send-jobs with the secret key that it does not await, kept alive on hosted Supabase by
 * EdgeRuntime.waitUntil. The scheduler picks the job up anyway if that request is lost.
 */

import { messageEndpoint, uuidField } from '../_shared/http/message-endpoint.ts';
import { invalidSession, userClient } from '../_shared/http/user-client.ts';
import { refusalFromDatabase } from '../_shared/refusals/from-database.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import type { Env } from '../_shared/sending/config.ts';
import { kickProcessor } from '../_shared/sending/kick.ts';

export interface ShippedJob {
  jobId: string;
  totalRecipients: number;
  /** What the campaign's allowance has left after this job. */
  remaining: number;
}

export interface ShipCampaignDeps {
  env: Env;
  /** Ships as the caller (their bearer header); throws a Refusal for the database's refusals. */
  ship: (authorization: string, campaignId: string) => Promise<ShippedJob>;
  /** Starts the processor on the job; must not throw nor make the caller wait. */
  kick: (jobId: string) => void;
}

export function createShipCampaignHandler(deps: ShipCampaignDeps | (() => ShipCampaignDeps)) {
  // Hosted Supabase hands the browser's preflight to the function (the local gateway answers it).
  return messageEndpoint({
    name: 'ship-campaign',
    deps,
    async run(resolved, caller, body) {
      const campaignId = uuidField(body, 'campaignId');
      const shipped = await resolved.ship(caller.authorization, campaignId);
      resolved.kick(shipped.jobId);
      return shipped;
    },
  });
}

/** ship_campaign and campaign_usage through PostgREST with the caller's token. */
export function shipAsCaller(env: Env) {
  return async (authorization: string, campaignId: string): Promise<ShippedJob> => {
    const client = userClient(authorization, env);
    const { data: job, error, status } = await client.rpc('ship_campaign', { campaign_id: campaignId });
    if (error) {
      if (status === 401) throw invalidSession();
      const refused = refusalFromDatabase(error);
      if (refused) throw new Refusal(refused);
      throw new Error(`ship_campaign: ${error.code} ${error.message}`);
    }
    const usage = await client.rpc('campaign_usage', { campaign_id: campaignId }).single();
    if (usage.error) throw new Error(`campaign_usage: ${usage.error.code} ${usage.error.message}`);
    const shipped = job as { id: string; total_recipients: number };
    return {
      jobId: shipped.id,
      totalRecipients: shipped.total_recipients,
      remaining: (usage.data as { remaining: number }).remaining,
    };
  };
}

export const handler = createShipCampaignHandler(() => {
  const env = Deno.env.toObject();
  return { env, ship: shipAsCaller(env), kick: kickProcessor(env, fetch, 'ship-campaign') };
});
