/**
 * Starts a run of process-send-jobs without waiting for it: ship-campaign after a ship, and
 * process-send-jobs itself when a run stopped at its time or CPU budget with work left (a new
 * request has budgets of its own), so a send does not wait for the scheduler's next call.
 */

import { secretKey } from '../db/api-keys.ts';
import type { Env } from './config.ts';

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

/**
 * Asks process-send-jobs to start on the job and returns at once. On hosted Supabase the worker
 * may stop once the answer is sent, so the request is handed to EdgeRuntime.waitUntil; the local
 * stack keeps its workers alive. A lost request only delays the send until the scheduler's next run.
 */
export function kickProcessor(env: Env, send: typeof fetch = fetch, caller = 'send') {
  return (jobId: string | null) => {
    const url = `${(env.SUPABASE_URL ?? '').replace(/\/+$/, '')}/functions/v1/process-send-jobs`;
    const started = send(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secretKey(env) ?? ''}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(jobId ? { jobId } : {}),
    })
      .then((response) => response.body?.cancel())
      .catch((error) => console.warn(`${caller}: the processor could not be started now:`, error));
    if (typeof EdgeRuntime !== 'undefined') EdgeRuntime?.waitUntil(started);
  };
}
