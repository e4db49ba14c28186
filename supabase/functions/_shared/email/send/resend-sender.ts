import { Resend } from 'resend';
import {
  EmailConfigError,
  EmailSendError,
  type EmailSender,
  MAX_BATCH_SIZE,
  type OutgoingEmail,
} from './sender.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** What the local stack's outbox is called when nothing else names the sender. */
export const LOCAL_DEFAULT_FROM = 'Pitchcraft <no-reply@pitchcraft.local>';

export interface ResendSenderOptions {
  apiKey: string;
  /** Another Resend-compatible server: the local outbox, or a test's fake. Default: Resend's API. */
  baseUrl?: string;
}

/** The one EmailSender: Resend's SDK, wherever `baseUrl` points. */
export function createResendSender({ apiKey, baseUrl }: ResendSenderOptions): EmailSender {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl: baseUrl.replace(/\/+$/, '') } : undefined);
  return {
    async send(email, options = {}) {
      const { data, error, headers } = await resend.emails.send(toResend(email), {
        idempotencyKey: options.idempotencyKey,
      });
      if (error || !data) throw asSendError(error, headers);
      return { id: data.id };
    },
    async sendBatch(emails, options = {}) {
      if (emails.length === 0) return { ids: [] };
      if (emails.length > MAX_BATCH_SIZE) {
        throw new EmailSendError(
          `A batch holds at most ${MAX_BATCH_SIZE} messages, not ${emails.length}.`,
          'batch_too_large',
          null,
        );
      }
      const { data, error, headers } = await resend.batch.send(emails.map(toResend), {
        idempotencyKey: options.idempotencyKey,
        batchValidation: 'strict',
      });
      if (error || !data) throw asSendError(error, headers);
      return { ids: data.data.map((sent) => sent.id) };
    },
  };
}

/**
 * The sender the environment asks for: Resend with RESEND_API_KEY (and RESEND_BASE_URL, when the
 * local stack points it at its outbox). Pass `Deno.env.toObject()`.
 */
export function emailSenderFromEnv(env: Env): EmailSender {
  const apiKey = env.RESEND_API_KEY?.trim();
  if (!apiKey) {
    throw new EmailConfigError(
      'Email sending is not configured: set RESEND_API_KEY (the local stack sets a local outbox instead).',
    );
  }
  return createResendSender({ apiKey, baseUrl: env.RESEND_BASE_URL?.trim() || undefined });
}

/**
 * The address product emails (invitations, confirmations) come from: RESEND_FROM, which must be on a
 * domain verified in Resend; the local outbox accepts any, so it falls back to a local address.
 */
export function defaultFromAddress(env: Env): string {
  const from = env.RESEND_FROM?.trim();
  if (from) return from;
  const local = Boolean(env.RESEND_BASE_URL?.trim());
  if (local) return LOCAL_DEFAULT_FROM;
  throw new EmailConfigError('Set RESEND_FROM to a sender on a domain verified in Resend.');
}

function toResend(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    html: email.html,
    ...(email.text === undefined ? {} : { text: email.text }),
    ...(email.replyTo === undefined ? {} : { replyTo: email.replyTo }),
    ...(email.headers === undefined ? {} : { headers: email.headers }),
    ...(email.tags === undefined ? {} : { tags: email.tags }),
    ...(email.attachments === undefined ? {} : { attachments: email.attachments }),
  };
}

function asSendError(
  error: { message?: string; name?: string; statusCode?: number | null } | null,
  headers?: Record<string, string> | null,
) {
  const retryAfter = Number(headers?.['retry-after']);
  return new EmailSendError(
    error?.message ?? 'The email provider gave no answer.',
    error?.name ?? 'application_error',
    typeof error?.statusCode === 'number' ? error.statusCode : null,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
  );
}
