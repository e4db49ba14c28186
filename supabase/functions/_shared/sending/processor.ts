/**
 * The send processor: leases a job, takes its recipients after the bookmark in id order, 100 at a
 * time, skips suppressed addresses, sends the rest through Resend's batch endpoint (one by one when
 * the campaign has attachments, which that endpoint refuses) and records each batch in one
 * transaction. A run that dies between sending and recording resends the same batch with the same
 * Idempotency-Key, which the provider answers without sending again; so every recipient gets the
 * message once. Slots for provider requests come from the store, so every job and run of the project
 * shares one rate. A From domain the provider says is not verified pauses the job (nobody is marked
 * failed); a job paused meanwhile (the webhook's bounce and complaint thresholds) is left alone.
 * A run stops within its wall-clock and CPU budgets. docs/sending.md.
 */

import {
  EmailSendError,
  type EmailSender,
  MAX_BATCH_SIZE,
  type OutgoingEmail,
} from '../email/send/sender.ts';
import { isInCampaignFolder } from './attachment-path.ts';
import type { SendSettings } from './config.ts';
import { type PreparedCampaign, prepareCampaign, recipientMessage, SenderNotConfigured } from './message.ts';
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
  /**
   * CPU time used so far, in ms. Default: the run counts its own CPU-bound work, which is
   * synchronous (preparing the campaign, building each batch, the sender's serialisation up to its
   * first await) — `process.cpuUsage` would count every isolate of the hosted runtime's process.
   */
  cpuTime?: () => number;
}

export interface RunSummary {
  jobs: string[];
  finished: string[];
  sent: number;
  skipped: number;
  failed: number;
  requests: number;
  /** Jobs this run left paused: the provider refused their From domain, or they were paused meanwhile. */
  paused: string[];
  /** Why the run stopped: nothing left to lease, its time or CPU budget, or a job given back. */
  stopped: 'idle' | 'budget' | 'released';
  /** CPU time the run used (ms), and the most one batch used. */
  cpuMs: number;
  maxBatchCpuMs: number;
}

class ProviderUnavailable extends Error {
  constructor(
    readonly providerError: EmailSendError,
    readonly retryAfterSeconds: number,
  ) {
    super(providerError.message);
  }
}

/** The provider refused the From domain as not verified: the job is paused, nobody marked failed. */
class DomainNotVerified extends Error {
  constructor(readonly providerError: EmailSendError) {
    super(providerError.message);
  }
}

/**
 * Resend's refusal of a From domain that is not verified in the account: 403 `validation_error`,
 * "The example.com domain is not verified. Please, add and verify your domain on
 * https://resend.com/domains" (the local outbox answers the same).
 */
export function isDomainNotVerified(error: unknown): error is EmailSendError {
  return (
    error instanceof EmailSendError &&
    error.statusCode === 403 &&
    error.code === 'validation_error' &&
    /domain is not verified/i.test(error.message)
  );
}

/** A job with an attachment outside its campaign's folder is looked at again after an hour. */
export const INVALID_ATTACHMENT_RETRY_SECONDS = 3600;

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 30_000;

/** A batch answer without an id for one of its messages: that message is recorded as failed. */
export const NO_MESSAGE_ID = 'The provider accepted the batch without an id for this message.';

/** What a recipient's row keeps of the provider's refusal of its message: the code and the message. */
export function refusalReason(error: EmailSendError): string {
  const status = error.statusCode === null ? '' : ` ${error.statusCode}`;
  return `${error.code}${status}: ${error.message}`.slice(0, 500);
}

/** Idempotency keys: Resend keeps them 24 hours, so a resumed run the same day never sends twice. */
export const batchKey = (jobId: string, first: number, last: number) => `send/${jobId}/${first}-${last}`;
export const messageKey = (jobId: string, recipientId: number) => `send/${jobId}/${recipientId}`;

/** Works through due jobs (`jobId` first when given) until none is left or the budget is spent. */
export async function processSendJobs(deps: ProcessorDeps, jobId: string | null = null): Promise<RunSummary> {
  const now = deps.now ?? (() => performance.now());
  const wait = deps.sleep ?? realSleep;
  const deadline = now() + deps.settings.budgetMs;
  const pacer = createPacer(deps.store, deps.settings.ratePerSecond, wait);
  const cpu: CpuMeter = { counted: 0 };
  const cpuStart = deps.cpuTime?.() ?? 0;
  const summary: RunSummary = {
    jobs: [],
    finished: [],
    sent: 0,
    skipped: 0,
    failed: 0,
    requests: 0,
    paused: [],
    stopped: 'idle',
    cpuMs: 0,
    maxBatchCpuMs: 0,
  };
  const cpuUsed = () => (deps.cpuTime ? deps.cpuTime() - cpuStart : cpu.counted);
  // Another batch would not fit in the CPU budget (known once a batch has run: a run always moves on).
  const cpuSpent = () =>
    summary.maxBatchCpuMs > 0 && cpuUsed() + summary.maxBatchCpuMs > deps.settings.cpuBudgetMs;
  const done = (stopped?: RunSummary['stopped']) => {
    if (stopped) summary.stopped = stopped;
    summary.cpuMs = Math.round(cpuUsed() * 10) / 10;
    summary.maxBatchCpuMs = Math.round(summary.maxBatchCpuMs * 10) / 10;
    return summary;
  };
  let preferred = jobId;
  while (true) {
    deps.signal?.throwIfAborted();
    if (now() >= deadline || cpuSpent()) return done('budget');
    const job = await deps.store.leaseJob(preferred, deps.settings.leaseSeconds);
    if (!job && preferred) {
      preferred = null;
      continue;
    }
    preferred = null;
    if (!job) return done();
    summary.jobs.push(job.id);
    const outcome = await runJob(job, {
      ...deps,
      now,
      wait,
      pacer,
      deadline,
      summary,
      cpu,
      cpuUsed,
      cpuSpent,
    });
    if (outcome === 'paused') summary.paused.push(job.id);
    if (outcome === 'budget' || outcome === 'released') return done(outcome);
  }
}

interface CpuMeter {
  /** The synchronous, CPU-bound work of the run so far (ms). */
  counted: number;
}

/** Runs synchronous work and counts its time as CPU time (nothing else runs meanwhile). */
function timed<T>(cpu: CpuMeter, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    cpu.counted += performance.now() - start;
  }
}

interface RunContext extends ProcessorDeps {
  now: () => number;
  wait: Sleep;
  pacer: Pacer;
  deadline: number;
  summary: RunSummary;
  cpu: CpuMeter;
  cpuUsed: () => number;
  cpuSpent: () => boolean;
}

async function runJob(
  leased: SendJob,
  context: RunContext,
): Promise<'finished' | 'stale' | 'budget' | 'released' | 'paused'> {
  const { store, settings, signal, summary } = context;
  if (leased.status !== 'running') return 'paused';
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
  let prepared: PreparedCampaign;
  try {
    prepared = timed(context.cpu, () => prepareCampaign(campaign, settings));
  } catch (error) {
    if (!(error instanceof SenderNotConfigured)) throw error;
    await store.pause(leased.id, 'sender_domain_not_verified', error.message);
    return 'paused';
  }
  const files = await loadAttachments(campaign, store);
  let job = leased;
  while (true) {
    signal?.throwIfAborted();
    if (context.now() >= context.deadline || context.cpuSpent()) {
      // Given back at once: the next run (the scheduler's, seconds away) continues.
      await store.release(job.id, '', 0);
      return 'budget';
    }
    const cpuBefore = context.cpuUsed();
    // After a crash, the batch noted in pending_batch goes again exactly as it was, whatever the
    // batch size now: every recipient up to its last id (never more than one full batch).
    const pendingLast = job.pendingBatch?.length ? Math.max(...job.pendingBatch) : null;
    const chunk = (
      await store.recipients(job.id, job.bookmark, pendingLast === null ? prepared.batchSize : MAX_BATCH_SIZE)
    ).filter((recipient) => pendingLast === null || recipient.id <= pendingLast);
    const bookmark = chunk.at(-1)?.id ?? job.bookmark;
    let results: BatchResult[];
    try {
      results = await sendChunk(job, prepared, files, chunk, context);
    } catch (error) {
      if (error instanceof StaleBatchError) return 'stale';
      if (error instanceof DomainNotVerified) {
        // Nothing of this batch was sent: the pending batch goes again, as it was, after a resume.
        console.warn(`send job ${job.id}: paused, ${error.message}`);
        await store.pause(job.id, 'sender_domain_not_verified', error.message);
        return 'paused';
      }
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
    summary.maxBatchCpuMs = Math.max(summary.maxBatchCpuMs, context.cpuUsed() - cpuBefore);
    if (job.status === 'finished') {
      summary.finished.push(job.id);
      return 'finished';
    }
    // Paused meanwhile (the webhook's bounce or complaint threshold, or a person): leave it be.
    if (job.status !== 'running') return 'paused';
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
  prepared: PreparedCampaign,
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
  const first = toSend[0];
  const last = toSend.at(-1);
  let oneByOne = files.length > 0;
  // The batch's request slot is taken before the batch is noted: a job paused during the wait
  // (its complaints, its domain) is refused by beginBatch and nothing more goes out.
  const slotTaken = !oneByOne && first !== undefined;
  if (slotTaken) await context.pacer.next(context.signal);
  if (!pending && toSend.length > 0) {
    await context.store.beginBatch(
      job.id,
      job.bookmark,
      toSend.map((recipient) => recipient.id),
    );
  }
  const messages = timed(context.cpu, () =>
    toSend.map((recipient) => ({
      recipient,
      email: {
        ...recipientMessage(prepared, recipient, context.settings),
        ...(files.length ? { attachments: files } : {}),
      },
    })),
  );

  if (!oneByOne && first && last) {
    try {
      const { ids } = await withRetries(
        context,
        () =>
          context.sender.sendBatch(
            messages.map((m) => m.email),
            { idempotencyKey: batchKey(job.id, first.id, last.id) },
          ),
        slotTaken,
      );
      messages.forEach(({ recipient }, index) => {
        const id = ids[index];
        results.set(
          recipient.id,
          id
            ? { recipient_id: recipient.id, message_id: id }
            : { recipient_id: recipient.id, failed: true, reason: NO_MESSAGE_ID },
        );
      });
    } catch (error) {
      if (isDomainNotVerified(error)) throw new DomainNotVerified(error);
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
        if (isDomainNotVerified(error)) throw new DomainNotVerified(error);
        if (!(error instanceof EmailSendError) || error.retryable) throw error;
        results.set(recipient.id, { recipient_id: recipient.id, failed: true, reason: refusalReason(error) });
      }
    }
  }
  return chunk.map((recipient) => results.get(recipient.id) as BatchResult);
}

/**
 * One provider request at the set rate, retried on 429 (after Retry-After), 5xx and no answer.
 * `slotTaken`: the caller already waited for the first attempt's slot.
 */
async function withRetries<T>(context: RunContext, request: () => Promise<T>, slotTaken = false): Promise<T> {
  const attempts = context.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    if (attempt > 1 || !slotTaken) await context.pacer.next(context.signal);
    context.summary.requests += 1;
    try {
      // The SDK maps and serialises the messages before its first await: counted as CPU time.
      return await timed(context.cpu, request);
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
      // A 429 is the account's limit: every job and run waits (hold_send_slots). A 5xx or no answer
      // backs off this request only; its retry then takes a slot like any request.
      if (error.statusCode === 429) await context.pacer.holdFor(delay);
      else await context.wait(delay, context.signal);
    }
  }
}
