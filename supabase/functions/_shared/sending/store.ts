/**
 * What the send processor reads and writes. The Supabase implementation (`supabase-store.ts`) uses
 * the service role and the Postgres functions of 20261122100000_send_batches.sql and
 * 20261127100100_send_guardrails.sql; the tests use `_shared/testing/send-memory-store.ts`, which keeps the same rules.
 */

export interface SendJob {
  id: string;
  workspaceId: string;
  campaignId: string;
  totalRecipients: number;
  sentCount: number;
  failedCount: number;
  skippedCount: number;
  /** The last recipient id handled: the next batch starts after it. */
  bookmark: number;
  status: 'queued' | 'running' | 'paused' | 'finished' | 'failed' | 'cancelled';
  /** Ids of a batch handed to the provider and not recorded (a run died): sent again as is. */
  pendingBatch: number[] | null;
}

/** What every message of a job is made of. */
export interface CampaignToSend {
  id: string;
  /** The HTML the job was shipped with (`send_jobs.html`). */
  html: string;
  subject: string;
  /** The job's snapshots (`send_jobs.sender_name`, `sender_domain`, `reply_to`), taken at the ship. */
  senderName: string;
  /** The workspace's verified domain; null for the product's shared sending domain. */
  senderDomain: string | null;
  /** The workspace's contact email, the messages' Reply-To; null when it has none. */
  replyTo: string | null;
  /** The campaign's slug: its web version is `/pages/{slug}`; null when it has none. */
  slug: string | null;
  /** Paths in the attachments bucket, with the file names recipients see. */
  attachments: { fileName: string; storagePath: string; contentType: string | null }[];
}

export interface RecipientToSend {
  id: number;
  email: string;
  unsubscribeToken: string;
}

/**
 * One recipient's outcome in a batch. A refused message keeps the provider's refusal (`reason`,
 * stored as `recipients.failure_reason` for the "who didn't get it" list).
 */
export type BatchResult =
  | { recipient_id: number; message_id: string }
  | { recipient_id: number; skipped: true }
  | { recipient_id: number; failed: true; reason: string };

export interface SendStore {
  /** Leases `jobId`, else the oldest job due; null when there is none (or another run holds it). */
  leaseJob(jobId: string | null, leaseSeconds: number): Promise<SendJob | null>;
  campaign(job: SendJob): Promise<CampaignToSend>;
  /** The job's recipients with id > afterId, in id order, at most `limit`. */
  recipients(jobId: string, afterId: number, limit: number): Promise<RecipientToSend[]>;
  /** Which of these addresses the workspace's suppression list holds. */
  suppressed(workspaceId: string, emails: string[]): Promise<Set<string>>;
  /**
   * Notes the ids about to be sent after `fromBookmark`, before the provider is called. Throws
   * `StaleBatchError` when the bookmark moved on.
   */
  beginBatch(jobId: string, fromBookmark: number, recipientIds: number[]): Promise<void>;
  /**
   * Records a batch in one transaction (recipients, counters, bookmark; the job finished and the
   * campaign sent when nothing is left). Throws `StaleBatchError` when the bookmark moved on.
   */
  recordBatch(
    jobId: string,
    results: BatchResult[],
    bookmark: number,
    fromBookmark: number,
    leaseSeconds: number,
  ): Promise<SendJob>;
  /** Keeps the error and holds the job until the retry time. */
  release(jobId: string, error: string, retryAfterSeconds: number): Promise<void>;
  /**
   * Pauses the job (and its campaign) with a reason for the screen (`pause_send_job`); nothing more
   * is sent until an owner or admin resumes it. Recipients keep their state.
   */
  pause(jobId: string, reason: PauseReason, error: string | null): Promise<void>;
  /**
   * The project's next provider request slot at this rate (`take_send_slot`): the seconds to wait
   * before making the request, 0 when it may go now. One slot for every job and run.
   */
  takeSendSlot(requestsPerSecond: number): Promise<number>;
  /** Pushes every later slot `seconds` from now (`hold_send_slots`: a 429's Retry-After). */
  holdSendSlots(seconds: number): Promise<void>;
  /** The file's bytes from the attachments bucket. */
  attachment(storagePath: string): Promise<Uint8Array>;
}

export type PauseReason = 'sender_domain_not_verified' | 'bounces' | 'complaints';

/** Another run recorded this part of the job (its lease ran out and was taken over). */
export class StaleBatchError extends Error {
  constructor(message = 'stale_send_batch') {
    super(message);
    this.name = 'StaleBatchError';
  }
}
