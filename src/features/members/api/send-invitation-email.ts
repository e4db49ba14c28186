import { FunctionsHttpError } from '@supabase/supabase-js';
import { HttpError, statusOf } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';

/** Why the send-invitation function refused, as its JSON error says (`forbidden`, `invitation_expired`…). */
export class InvitationEmailError extends HttpError {
  readonly code: string;
  /** `invitation_recently_sent`: when the invitation may be emailed again (one email per 10 minutes). */
  readonly retryAt: string | null;
  constructor(status: number, code: string, message: string, retryAt: string | null = null) {
    super(status, message);
    this.name = 'InvitationEmailError';
    this.code = code;
    this.retryAt = retryAt;
  }
}

/**
 * Emails a pending invitation in the inviter's language. One `requestId` per user action: the
 * function derives the provider's idempotency key from it, so a retry never emails twice.
 */
export async function sendInvitationEmail(args: {
  workspaceId: string;
  invitationId: string;
  locale: string;
  requestId?: string;
}): Promise<void> {
  const { error } = await supabase.functions.invoke('send-invitation', {
    body: {
      workspaceId: args.workspaceId,
      invitationId: args.invitationId,
      locale: args.locale === 'es' ? 'es' : 'en',
      requestId: args.requestId ?? crypto.randomUUID(),
    },
  });
  if (!error) return;
  const status = statusOf(error) ?? 500;
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as {
      error?: { code?: string; message?: string; retryAt?: string };
    } | null;
    throw new InvitationEmailError(
      status,
      body?.error?.code ?? 'unknown',
      body?.error?.message ?? error.message,
      body?.error?.retryAt ?? null,
    );
  }
  throw new InvitationEmailError(status, 'unreachable', error.message);
}
