/**
 * POST /process-send-jobs (verify_jwt = false, so pg_cron and the local scheduler can call it with
 * a plain secret): only for `Authorization: Bearer <secret key or service role key>` or
 * `X-Send-Processor-Secret: <SEND_PROCESSOR_SECRET>`; anyone else gets 401. Body (optional):
 * `{ jobId }` to take that job first. Works through due send jobs for up to its time and CPU budgets
 * (then starts the next run itself, without waiting for it: `kick`) and
 * answers what it did: `{ jobs, finished, sent, skipped, failed, requests, paused, stopped, cpuMs,
 * maxBatchCpuMs }`.
 */

import { emailSenderFromEnv } from '../_shared/email/send/resend-sender.ts';
import type { EmailSender } from '../_shared/email/send/sender.ts';
import { json } from '../_shared/http/json.ts';
import { isServiceCaller, sameSecret } from '../_shared/http/service-caller.ts';
import { isUuid } from '../_shared/ids.ts';
import { REFUSAL_STATUS, type RefusalCode } from '../_shared/refusals/codes.ts';
import { type Env, sendSettings } from '../_shared/sending/config.ts';
import { kickProcessor } from '../_shared/sending/kick.ts';
import { processSendJobs } from '../_shared/sending/processor.ts';
import type { SendStore } from '../_shared/sending/store.ts';
import { serviceSendStore } from '../_shared/sending/supabase-store.ts';

export interface ProcessSendJobsDeps {
  env: Env;
  store: () => SendStore;
  sender: () => EmailSender;
  /**
   * Starts another run without waiting (a new request, with budgets of its own) when this one
   * stopped at its time or CPU budget with work left; must not throw.
   */
  kick: (jobId: string | null) => void;
}

const answer = (body: unknown, status = 200) => json(body, status);
/** The catalog's code and status; the sentence is for the operator reading the scheduler's log. */
const refusal = (code: RefusalCode, message: string) =>
  answer({ error: { code, message } }, REFUSAL_STATUS[code]);

/**
 * A secret API key or the legacy service role key as bearer (db/api-keys.ts: ship-campaign sends the
 * preferred one, a scheduler may hold either), or the processor secret when one is set.
 */
export function isTrustedCaller(request: Request, env: Env): boolean {
  if (isServiceCaller(request, env)) return true;
  const secret = env.SEND_PROCESSOR_SECRET?.trim() ?? '';
  const given = request.headers.get('X-Send-Processor-Secret') ?? '';
  return Boolean(secret && given && sameSecret(given, secret));
}

export function createProcessSendJobsHandler(deps: ProcessSendJobsDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return refusal('method_not_allowed', 'Use POST.');
    if (!isTrustedCaller(request, deps.env)) {
      return refusal('unauthorized', 'Only the service role or the send processor secret may run sends.');
    }
    const text = await request.text();
    let jobId: string | null = null;
    if (text.trim()) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return refusal('invalid_request', 'The body must be JSON: {"jobId"?: uuid}.');
      }
      const given = (body as { jobId?: unknown } | null)?.jobId;
      if (given !== undefined && given !== null && !isUuid(given)) {
        return refusal('invalid_request', 'jobId must be a uuid.');
      }
      jobId = typeof given === 'string' ? given : null;
    }
    try {
      const summary = await processSendJobs(
        { store: deps.store(), sender: deps.sender(), settings: sendSettings(deps.env) },
        jobId,
      );
      // Work is left: the next run starts now instead of at the scheduler's next call — only after a
      // run that moved on, so a budget too small for one batch cannot start runs in a loop.
      const progressed = summary.sent + summary.skipped + summary.failed > 0;
      if (summary.stopped === 'budget' && progressed) deps.kick(summary.jobs.at(-1) ?? null);
      return answer(summary);
    } catch (error) {
      console.error('process-send-jobs:', error);
      return refusal('unexpected', 'The send processor failed; the error is in its logs.');
    }
  };
}

/** The deployed function: the service-role store and the environment's sender. */
let deployed: ((request: Request) => Promise<Response>) | undefined;

/** Built at the first request and kept for the worker's life: one read of the env, one client. */
export const handler = (request: Request) => {
  deployed ??= (() => {
    const env = Deno.env.toObject();
    let store: SendStore | undefined;
    return createProcessSendJobsHandler({
      env,
      store: () => (store ??= serviceSendStore(env)),
      sender: () => emailSenderFromEnv(env),
      kick: kickProcessor(env, fetch, 'process-send-jobs'),
    });
  })();
  return deployed(request);
};
