/**
 * How every edge function sends email. One implementation, `resend-sender.ts`, speaks Resend's API
 * through the `resend` SDK: to Resend itself with RESEND_API_KEY, or to the local stack's outbox
 * (RESEND_BASE_URL) without one — the same code path either way.
 */

/** One message. Addresses as `email@example.com` or `Name <email@example.com>`. */
export interface OutgoingEmail {
  from: string;
  to: string | string[];
  subject: string;
  html: string;
  text?: string;
  replyTo?: string | string[];
  /**
   * Extra headers of this message, e.g. a per-recipient `List-Unsubscribe` and
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  headers?: Record<string, string>;
  /**
   * Files attached to this message. Resend's batch endpoint refuses them: send such messages with
   * `send`, one at a time.
   */
  attachments?: { filename: string; content: Uint8Array; contentType?: string }[];
  /** Resend tags (ASCII letters, digits, `_` and `-`), echoed back in its webhook events. */
  tags?: { name: string; value: string }[];
}

export interface SendOptions {
  /**
   * The provider sends once per key (Resend keeps keys 24 hours), so a retried call after a timeout
   * never delivers twice. Derive it from what is being sent, e.g. `invitation/<id>/<token>`.
   */
  idempotencyKey?: string;
}

export interface EmailSender {
  /** Sends one message; answers the provider's message id. */
  send(email: OutgoingEmail, options?: SendOptions): Promise<{ id: string }>;
  /**
   * Sends up to MAX_BATCH_SIZE messages in one call, all or none validated (Resend's strict
   * batch validation); answers their ids in order.
   */
  sendBatch(emails: OutgoingEmail[], options?: SendOptions): Promise<{ ids: string[] }>;
}

/** Resend accepts at most 100 messages per batch call. */
export const MAX_BATCH_SIZE = 100;

/** A send the provider refused or could not take. */
export class EmailSendError extends Error {
  constructor(
    message: string,
    /** The provider's error name (`validation_error`, `rate_limit_exceeded`, …) or ours. */
    readonly code: string,
    /** The provider's HTTP status; null when it could not be reached. */
    readonly statusCode: number | null,
    /** The provider's Retry-After in seconds (429s), when it sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }

  /** Worth trying again later with the same idempotency key: rate limits, outages, no answer. */
  get retryable(): boolean {
    return (
      this.statusCode === null ||
      this.statusCode === 429 ||
      this.statusCode >= 500 ||
      this.code === 'concurrent_idempotent_requests'
    );
  }
}

/** The sending is not configured (no key and no local outbox, or no sender address). */
export class EmailConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailConfigError';
  }
}
