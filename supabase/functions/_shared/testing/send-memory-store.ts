/**
 * The processor's store in memory, for tests and the bench: the rules of lease_send_job,
 * record_send_batch and pause_send_job (lease, bookmark, counters, finishing, a paused job left
 * alone), with a clock the test moves, and take_send_slot/hold_send_slots on a slot that stores
 * created with the same `slots` share, as jobs of one database do.
 */

import type {
  BatchResult,
  CampaignToSend,
  PauseReason,
  RecipientToSend,
  SendJob,
  SendStore,
} from '../sending/store.ts';
import { StaleBatchError } from '../sending/store.ts';
import { memorySendSlots, type SendSlots } from './memory-send-slots.ts';

export interface MemoryRecipient extends RecipientToSend {
  jobId: string;
  sent: boolean;
  failed: boolean;
  /** The provider's refusal, as record_send_batch keeps it. */
  failureReason: string | null;
  messageId: string | null;
}

export interface MemorySendStore extends SendStore {
  jobs: Map<
    string,
    SendJob & {
      lockedUntil: number;
      lastError: string | null;
      attempts: number;
      pauseReason: PauseReason | null;
    }
  >;
  recipientRows: MemoryRecipient[];
  suppressions: Set<string>;
  campaignStatus: Map<string, string>;
  /** Moves the clock on (leases run out). */
  advance(ms: number): void;
}

export function memorySendStore(options: {
  campaign: CampaignToSend;
  workspaceId: string;
  jobId: string;
  emails: string[];
  suppressed?: string[];
  files?: Record<string, Uint8Array>;
  /** The project's request slot; pass one to several stores to share it (default: a new one). */
  slots?: SendSlots;
}): MemorySendStore {
  const slots = options.slots ?? memorySendSlots();
  let clock = 0;
  const jobs: MemorySendStore['jobs'] = new Map();
  const recipientRows: MemoryRecipient[] = options.emails.map((email, index) => ({
    id: index + 1,
    email,
    unsubscribeToken: crypto.randomUUID(),
    jobId: options.jobId,
    sent: false,
    failed: false,
    failureReason: null,
    messageId: null,
  }));
  jobs.set(options.jobId, {
    id: options.jobId,
    workspaceId: options.workspaceId,
    campaignId: options.campaign.id,
    totalRecipients: recipientRows.length,
    sentCount: 0,
    failedCount: 0,
    skippedCount: 0,
    bookmark: 0,
    status: 'queued',
    pendingBatch: null,
    lockedUntil: 0,
    lastError: null,
    attempts: 0,
    pauseReason: null,
  });
  const suppressions = new Set(options.suppressed ?? []);
  const campaignStatus = new Map([[options.campaign.id, 'sending']]);
  const snapshot = (job: SendJob): SendJob => ({
    id: job.id,
    workspaceId: job.workspaceId,
    campaignId: job.campaignId,
    totalRecipients: job.totalRecipients,
    sentCount: job.sentCount,
    failedCount: job.failedCount,
    skippedCount: job.skippedCount,
    bookmark: job.bookmark,
    status: job.status,
    pendingBatch: job.pendingBatch ? [...job.pendingBatch] : null,
  });

  return {
    jobs,
    recipientRows,
    suppressions,
    campaignStatus,
    advance(ms) {
      clock += ms;
    },
    async leaseJob(jobId, leaseSeconds) {
      const job = [...jobs.values()].find(
        (j) =>
          (j.status === 'queued' || j.status === 'running') &&
          j.lockedUntil <= clock &&
          (!jobId || j.id === jobId),
      );
      if (!job) return null;
      job.status = 'running';
      job.lockedUntil = clock + leaseSeconds * 1000;
      job.attempts += 1;
      return snapshot(job);
    },
    async campaign() {
      return options.campaign;
    },
    async recipients(jobId, afterId, limit) {
      return recipientRows
        .filter((r) => r.jobId === jobId && r.id > afterId)
        .slice(0, limit)
        .map(({ id, email, unsubscribeToken }) => ({ id, email, unsubscribeToken }));
    },
    async suppressed(_workspaceId, emails) {
      return new Set(emails.filter((email) => suppressions.has(email)));
    },
    async beginBatch(jobId, fromBookmark, recipientIds) {
      const job = jobs.get(jobId);
      if (job?.status !== 'running' || !job || job.bookmark !== fromBookmark) throw new StaleBatchError();
      job.pendingBatch = [...recipientIds];
    },
    async recordBatch(jobId, results: BatchResult[], bookmark, fromBookmark, leaseSeconds) {
      const job = jobs.get(jobId);
      // A job paused (or paused and resumed) meanwhile still records what was sent, and keeps its state.
      if (!job || (job.status !== 'running' && job.status !== 'paused' && job.status !== 'queued'))
        throw new Error('send_job_not_running');
      if (job.bookmark !== fromBookmark || bookmark < job.bookmark) throw new StaleBatchError();
      for (const result of results) {
        const row = recipientRows.find((r) => r.id === result.recipient_id);
        if (!row || row.jobId !== jobId || row.sent || row.failed) continue;
        if (row.id <= fromBookmark || row.id > bookmark) continue;
        if ('message_id' in result) {
          row.sent = true;
          row.messageId = result.message_id;
          job.sentCount += 1;
        } else if ('skipped' in result) {
          job.skippedCount += 1;
        } else {
          row.failed = true;
          row.failureReason = result.reason.slice(0, 500) || null;
          job.failedCount += 1;
        }
      }
      job.bookmark = bookmark;
      job.pendingBatch = null;
      if (job.status === 'running') job.lastError = null;
      job.lockedUntil = job.status === 'paused' ? 0 : clock + leaseSeconds * 1000;
      // The last recipient recorded finishes the job, paused or not (as record_send_batch does).
      if (!recipientRows.some((r) => r.jobId === jobId && r.id > bookmark)) {
        job.status = 'finished';
        job.lockedUntil = 0;
        campaignStatus.set(job.campaignId, 'sent');
      }
      return snapshot(job);
    },
    async release(jobId, error, retryAfterSeconds) {
      const job = jobs.get(jobId);
      if (job?.status !== 'running' || !job) return;
      job.lastError = error || null;
      job.lockedUntil = clock + retryAfterSeconds * 1000;
    },
    async pause(jobId, reason, error) {
      const job = jobs.get(jobId);
      if (!job || (job.status !== 'running' && job.status !== 'queued')) return;
      job.status = 'paused';
      job.pauseReason = reason;
      job.lastError = error;
      job.lockedUntil = 0;
      campaignStatus.set(job.campaignId, 'paused');
    },
    async takeSendSlot(requestsPerSecond) {
      return slots.take(requestsPerSecond);
    },
    async holdSendSlots(seconds) {
      slots.hold(seconds);
    },
    async attachment(storagePath) {
      const bytes = options.files?.[storagePath];
      if (!bytes) throw new Error(`no attachment at ${storagePath}`);
      return bytes;
    },
  };
}
