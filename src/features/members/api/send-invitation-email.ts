import { invokeFunction } from '@/lib/errors/refused.ts';

/**
 * Emails a pending invitation in the inviter's language. One `requestId` per user action: the
 * function derives the provider's idempotency key from it, so a retry never emails twice. Within
 * ten minutes of the last email it is refused `invitation_recently_sent`, with the wait.
 */
export async function sendInvitationEmail(args: {
  workspaceId: string;
  invitationId: string;
  locale: string;
  requestId?: string;
}): Promise<void> {
  await invokeFunction('send-invitation', {
    workspaceId: args.workspaceId,
    invitationId: args.invitationId,
    locale: args.locale === 'es' ? 'es' : 'en',
    requestId: args.requestId ?? crypto.randomUUID(),
  });
}
