/**
 * The send processor: leases a job, takes its recipients after the bookmark in id order, 100 at a
 * time, skips suppressed addresses, sends the rest through Resend's batch endpoint (one by one when
 * the campaign has attachments, which that endpoint refuses) and records each batch in one
 * transaction. A run that dies between sending and recording resends the same batch with the same
 * Idempotency-Key, which the provider answers without sending again; so every recipient gets the
 * message once. docs/sending.md.
 */

import {
  EmailSendError,
  type EmailSender,
  MAX_BATCH_SIZE,
  type OutgoingEmail,
} from '../email/send/sender.ts';
import { isInCampaignFolder } from './attachment-path.ts';
import type { SendSettings } from './config.ts';
import { recipientMessage } from './message.ts';
import { createPacer, type Pacer, sleep as realSleep, type Sleep } from './pacer.ts';
import {
  type BatchResult,
  type CampaignToSend,
  type RecipientToSend,
  type SendJob,
  type SendStore,
  StaleBatchError,
} from './store.ts';

export interface ProcessorDeps {
  store: SendStore;
  sender: EmailSender;
  settings: SendSettings;
  /** Aborting stops the run where it is, as a crash would (nothing more is recorded). */
  signal?: AbortSignal;
  sleep?: Sleep;
  now?: () => number;
  /** Attempts per request on 429, 5xx and no answer before the job is given back. */
  maxAttempts?: number;
}

export interface RunSummary {
  jobs: string[];
  finished: string[];
  sent: number;
  skipped: number;
  failed: number;
  requests: number;
  /** Why the run stopped: nothing left to lease, its time budget, or a job given back. */
  stopped: 'idle' | 'budget' | 'released';
}

class ProviderUnavailable extends Error {
  constructor(
    readonly providerError: EmailSendError,
    readonly retryAfterSeconds: number,
  ) {
    super(providerError.message);
  }
}

/** A job with an attachment outside its campaign's folder is looked at again after an hour. */
export const INVALID_ATTACHMENT_RETRY_SECONDS = 3600;

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 30_000;

/** Idempotency keys: Resend keeps them 24 hours, so a resumed run the same day never sends twice. */
export const batchKey = (jobId: string, first: number, last: number) => `send/${jobId}/${first}-${last}`;
export const messageKey = (jobId: string, recipientId: number) => `send/${jobId}/${recipientId}`;

/** Works through due jobs (`jobId` first when given) until none is left or the budget is spent. */
export async function processSendJobs(deps: ProcessorDeps, jobId: string | null = null): Promise<RunSummary> {
  const now = deps.now ?? (() => performance.now());
  const wait = deps.sleep ?? realSleep;
  const deadline = now() + deps.settings.budgetMs;
  const pacer = createPacer(deps.settings.ratePerSecond, wait, now);
  const summary: RunSummary = {
    jobs: [],
    finished: [],
    sent: 0,
    skipped: 0,
    failed: 0,
    requests: 0,
    stopped: 'idle',
  };
  let preferred = jobId;
  while (true) {
    deps.signal?.throwIfAborted();
    if (now() >= deadline) {
      summary.stopped = 'budget';
      return summary;
    }
    const job = await deps.store.leaseJob(preferred, deps.settings.leaseSeconds);
    if (!job && preferred) {
      preferred = null;
      continue;
    }
    preferred = null;
    if (!job) return summary;
    summary.jobs.push(job.id);
    const outcome = await runJob(job, { ...deps, now, wait, pacer, deadline, summary });
    if (outcome !== 'finished' && outcome !== 'stale') {
      summary.stopped = outcome;
      return summary;
    }
  }
}

interface RunContext extends ProcessorDeps {
  now: () => number;
  wait: Sleep;
  pacer: Pacer;
  deadline: number;
  summary: RunSummary;
}

async function runJob(
  leased: SendJob,
  context: RunContext,
): Promise<'finished' | 'stale' | 'budget' | 'released'> {
  const { store, settings, signal, summary } = context;
  const campaign = await store.campaign(leased);
  // A path outside the campaign's folder would download another workspace's file with the service
  // role: nothing is sent, and the job waits an hour with the reason, for a person to look at.
  const outside = campaign.attachments.find(
    (file) => !isInCampaignFolder(file.storagePath, leased.workspaceId, leased.campaignId),
  );
  if (outside) {
    await store.release(
      leased.id,
      `invalid_attachment_path: ${JSON.stringify(outside.storagePath.slice(0, 300))} is outside the campaign's folder`,
      INVALID_ATTACHMENT_RETRY_SECONDS,
    );
    return 'released';
  }
  const files = await loadAttachments(campaign, store);
  let job = leased;
  while (true) {
    signal?.throwIfAborted();
    if (context.now() >= context.deadline) {
      // Given back at once: the next run (the scheduler's, seconds away) continues.
      await store.release(job.id, '', 0);
      return 'budget';
    }
    const chunk = await store.recipients(job.id, job.bookmark, MAX_BATCH_SIZE);
    const bookmark = chunk.at(-1)?.id ?? job.bookmark;
    let results: BatchResult[];
    try {
      results = await sendChunk(job, campaign, files, chunk, context);
    } catch (error) {
      if (error instanceof StaleBatchError) return 'stale';
      if (!(error instanceof ProviderUnavailable)) throw error;
      await store.release(job.id, `${error.providerError.code}: ${error.message}`, error.retryAfterSeconds);
      return 'released';
    }
    signal?.throwIfAborted();
    try {
      job = await store.recordBatch(job.id, results, bookmark, job.bookmark, settings.leaseSeconds);
    } catch (error) {
      if (error instanceof StaleBatchError) return 'stale';
      throw error;
    }
    for (const result of results) {
      if ('message_id' in result) summary.sent += 1;
      else if ('skipped' in result) summary.skipped += 1;
      else summary.failed += 1;
    }
    if (job.status === 'finished') {
      summary.finished.push(job.id);
      return 'finished';
    }
  }
}

async function loadAttachments(campaign: CampaignToSend, store: SendStore) {
  const files: NonNullable<OutgoingEmail['attachments']> = [];
  for (const file of campaign.attachments) {
    files.push({
      filename: file.fileName,
      content: await store.attachment(file.storagePath),
      ...(file.contentType ? { contentType: file.contentType } : {}),
    });
  }
  return files;
}

async function sendChunk(
  job: SendJob,
  campaign: CampaignToSend,
  files: NonNullable<OutgoingEmail['attachments']>,
  chunk: RecipientToSend[],
  context: RunContext,
): Promise<BatchResult[]> {
  if (chunk.length === 0) return [];
  // After a crash, the batch that was handed to the provider goes again exactly as it was, so its
  // Idempotency-Key meets the same content; otherwise the suppression list decides now.
  const pending = job.pendingBatch ? new Set(job.pendingBatch) : null;
  const suppressed = pending
    ? new Set<string>()
    : await context.store.suppressed(
        job.workspaceId,
        chunk.map((recipient) => recipient.email),
      );
  const results = new Map<number, BatchResult>();
  const toSend = chunk.filter((recipient) => {
    if (pending ? pending.has(recipient.id) : !suppressed.has(recipient.email)) return true;
    results.set(recipient.id, { recipient_id: recipient.id, skipped: true });
    return false;
  });
  if (!pending && toSend.length > 0) {
    await context.store.beginBatch(
      job.id,
      job.bookmark,
      toSend.map((recipient) => recipient.id),
    );
  }
  const messages = toSend.map((recipient) => ({
    recipient,
    email: {
      ...recipientMessage(campaign, recipient, context.settings),
      ...(files.length ? { attachments: files } : {}),
    },
  }));

  const first = toSend[0];
  const last = toSend.at(-1);
  let oneByOne = files.length > 0;
  if (!oneByOne && first && last) {
    try {
      const { ids } = await withRetries(context, () =>
        context.sender.sendBatch(
          messages.map((m) => m.email),
          { idempotencyKey: batchKey(job.id, first.id, last.id) },
        ),
      );
      messages.forEach(({ recipient }, index) => {
        const id = ids[index];
        results.set(
          recipient.id,
          id ? { recipient_id: recipient.id, message_id: id } : { recipient_id: recipient.id, failed: true },
        );
      });
    } catch (error) {
      // A batch is validated all or nothing: one bad message refuses the rest, so each goes alone.
      if (!(error instanceof EmailSendError) || error.retryable) throw error;
      console.warn(`send job ${job.id}: batch refused (${error.code}), sending its messages one by one`);
      oneByOne = true;
    }
  }
  if (oneByOne) {
    for (const { recipient, email } of messages) {
      try {
        const { id } = await withRetries(context, () =>
          context.sender.send(email, { idempotencyKey: messageKey(job.id, recipient.id) }),
        );
        results.set(recipient.id, { recipient_id: recipient.id, message_id: id });
      } catch (error) {
        if (!(error instanceof EmailSendError) || error.retryable) throw error;
        results.set(recipient.id, { recipient_id: recipient.id, failed: true });
      }
    }
  }
  return chunk.map((recipient) => results.get(recipient.id) as BatchResult);
}

/** One provider request at the set rate, retried on 429 (after Retry-After), 5xx and no answer. */
async function withRetries<T>(context: RunContext, request: () => Promise<T>): Promise<T> {
  const attempts = context.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    await context.pacer.next(context.signal);
    context.summary.requests += 1;
    try {
      return await request();
    } catch (error) {
      if (error instanceof EmailSendError && error.code === 'invalid_idempotent_request') {
        // The provider holds other content under this key (the campaign changed mid-send): sending
        // it under any other key could reach someone twice, so the job waits, its error visible.
        throw new ProviderUnavailable(error, 3600);
      }
      if (!(error instanceof EmailSendError) || !error.retryable) throw error;
      const backoff = Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), BACKOFF_MAX_MS);
      const delay = error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : backoff;
      if (attempt >= attempts || context.now() + delay >= context.deadline) {
        throw new ProviderUnavailable(error, Math.ceil(Math.max(delay, backoff) / 1000));
      }
      console.warn(
        `provider answered ${error.statusCode ?? 'nothing'} (${error.code}); retrying in ${delay} ms`,
      );
      context.pacer.holdFor(delay);
    }
  }
}
