/**
 * POST /ship-campaign (verify_jwt = false, see config.toml): `{ campaignId, scheduledFor?,
 * retryFailed?, subjectTest?, locale? }` (`subjectTest`: `ship_subject_test`, docs/sending.md "Subject tests") → `{ jobId, totalRecipients, remaining, scheduledFor, retry }`.
 * Calls `ship_campaign` (with `scheduledFor`, an ISO instant, the job waits for that time) or, with
 * `retryFailed: true`, `retry_failed_recipients`, with the caller's token, so RLS and the
 * function's own checks decide, and PostgREST verifies the token first (401 for a forged or expired
 * one, nothing shipped); a second click answers the job the first made. Its refusals are the
 * database's (catalog codes), answered with the catalog's status as `{ error: { code, message } }`:
 * campaign_not_found; the campaign's or the allowance's state (campaign_not_ready, no_payment,
 * no_recipients_left, no_recipients, send_in_progress, no_failed_recipients); what the user fixes
 * (the checklist's blocking items, campaign_send_checklist: sender_required…; invalid_schedule, a
 * time past or more than a year away). Then, unless the job waits for its time, it starts the
 * processor for the job without making the caller wait (`kick`): a request to process-send-jobs
 * with the secret key that it does not await, kept alive on hosted Supabase by
 * EdgeRuntime.waitUntil. The scheduler picks the job up anyway if that request is lost, and starts
 * a scheduled one once it is due.
 */

import { z } from 'zod';
import { messageEndpoint, parseBody } from '../_shared/http/message-endpoint.ts';
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
  /** When the job starts, if it was scheduled (ISO); null when it goes now. */
  scheduledFor: string | null;
  /** Whether the job sends the campaign's failed recipients again (retry_failed_recipients). */
  retry: boolean;
}

/** A subject test (docs/sending.md "Subject tests"): ship_subject_test's arguments. */
export interface SubjectTestRequest {
  variants: { subject: string; preheader?: string | null }[];
  testShare: number;
  waitHours: number;
  measure: 'clicks' | 'opens';
}

/** What the caller asks for: a send now, at a time, or a retry of the failed; a subject test or not. */
export interface ShipRequest {
  scheduledFor?: string;
  retryFailed?: boolean;
  subjectTest?: SubjectTestRequest;
}

// The bounds are the database's (ship_subject_test refuses invalid_subject_test); these only keep
// a malformed body from reaching it.
const subjectTestInput = z.object({
  variants: z
    .array(z.object({ subject: z.string().max(500), preheader: z.string().max(500).nullable().optional() }))
    .min(2)
    .max(3),
  testShare: z.int(),
  waitHours: z.int(),
  measure: z.enum(['clicks', 'opens']),
});

const shipInput = z
  .object({
    campaignId: z.uuid(),
    scheduledFor: z.iso.datetime({ offset: true }).optional(),
    retryFailed: z.boolean().optional(),
    subjectTest: subjectTestInput.optional(),
    locale: z.string().max(20).optional(),
  })
  .refine((input) => !(input.retryFailed && (input.scheduledFor || input.subjectTest)), {
    message:
      'A retry of the failed goes now, as it was: neither scheduledFor nor subjectTest go with retryFailed.',
  });

export interface ShipCampaignDeps {
  env: Env;
  /** Ships as the caller (their bearer header); throws a Refusal for the database's refusals. */
  ship: (authorization: string, campaignId: string, request: ShipRequest) => Promise<ShippedJob>;
  /** Starts the processor on the job; must not throw nor make the caller wait. */
  kick: (jobId: string) => void;
}

export function createShipCampaignHandler(deps: ShipCampaignDeps | (() => ShipCampaignDeps)) {
  // Hosted Supabase hands the browser's preflight to the function (the local gateway answers it).
  return messageEndpoint({
    name: 'ship-campaign',
    deps,
    async run(resolved, caller, body) {
      const { campaignId, scheduledFor, retryFailed, subjectTest } = parseBody(shipInput, body);
      const shipped = await resolved.ship(caller.authorization, campaignId, {
        ...(scheduledFor ? { scheduledFor } : {}),
        ...(retryFailed ? { retryFailed } : {}),
        ...(subjectTest ? { subjectTest } : {}),
      });
      // A job waiting for its time is started by the scheduler once it is due.
      if (!shipped.scheduledFor || Date.parse(shipped.scheduledFor) <= Date.now())
        resolved.kick(shipped.jobId);
      return shipped;
    },
  });
}

/** ship_campaign (or retry_failed_recipients) and campaign_usage through PostgREST with the caller's token. */
export function shipAsCaller(env: Env) {
  return async (
    authorization: string,
    campaignId: string,
    request: ShipRequest = {},
  ): Promise<ShippedJob> => {
    const client = userClient(authorization, env);
    const {
      data: job,
      error,
      status,
    } = request.subjectTest
      ? await shipSubjectTest(client, campaignId, request.subjectTest, request.scheduledFor)
      : request.retryFailed
        ? await client.rpc('retry_failed_recipients', { campaign_id: campaignId })
        : await client.rpc('ship_campaign', {
            campaign_id: campaignId,
            ...(request.scheduledFor ? { scheduled_for: request.scheduledFor } : {}),
          });
    if (error) {
      if (status === 401) throw invalidSession();
      const refused = refusalFromDatabase(error);
      if (refused) throw new Refusal(refused);
      throw new Error(`ship_campaign: ${error.code} ${error.message}`);
    }
    const usage = await client.rpc('campaign_usage', { campaign_id: campaignId }).single();
    if (usage.error) throw new Error(`campaign_usage: ${usage.error.code} ${usage.error.message}`);
    const shipped = job as {
      id: string;
      total_recipients: number;
      scheduled_for: string | null;
      kind: string;
    };
    return {
      jobId: shipped.id,
      totalRecipients: shipped.total_recipients,
      remaining: (usage.data as { remaining: number }).remaining,
      scheduledFor: shipped.scheduled_for ? new Date(shipped.scheduled_for).toISOString() : null,
      retry: shipped.kind === 'retry',
    };
  };
}

/**
 * ship_subject_test, its answer read as the job the processor is started on (the first subject's)
 * holding every recipient of the test.
 */
async function shipSubjectTest(
  client: ReturnType<typeof userClient>,
  campaignId: string,
  test: SubjectTestRequest,
  scheduledFor: string | undefined,
) {
  const answer = await client.rpc('ship_subject_test', {
    campaign_id: campaignId,
    variants: test.variants,
    test_share: test.testShare,
    wait_hours: test.waitHours,
    measure: test.measure,
    ...(scheduledFor ? { scheduled_for: scheduledFor } : {}),
  });
  const shipped = answer.data as {
    job_id: string;
    total_recipients: number;
    scheduled_for: string | null;
  } | null;
  return {
    ...answer,
    data: shipped && {
      id: shipped.job_id,
      total_recipients: shipped.total_recipients,
      scheduled_for: shipped.scheduled_for,
      kind: 'send',
    },
  };
}

export const handler = createShipCampaignHandler(() => {
  const env = Deno.env.toObject();
  return { env, ship: shipAsCaller(env), kick: kickProcessor(env, fetch, 'ship-campaign') };
});
