import { z } from 'zod';
import { serviceClient } from '../_shared/db/service-client.ts';
import { defaultFromAddress, emailSenderFromEnv } from '../_shared/email/send/resend-sender.ts';
import { EmailConfigError, EmailSendError, type EmailSender } from '../_shared/email/send/sender.ts';
import type { Env } from '../_shared/env.ts';
import { messageEndpoint } from '../_shared/http/message-endpoint.ts';
import { unwrapAsCaller, userClient } from '../_shared/http/user-client.ts';
import { refusalFromDatabase } from '../_shared/refusals/from-database.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import { type InvitedRole, invitationEmail } from './invitation-email.ts';

/** What the app sends: the invitation it just created (or renewed) and the inviter's UI language. */
export const sendInvitationInput = z.object({
  workspaceId: z.uuid(),
  invitationId: z.uuid(),
  locale: z.enum(['en', 'es']).default('en'),
  /** One per user action: a retried request with the same id never emails twice. */
  requestId: z.string().min(1).max(100),
});

interface Dependencies {
  env: () => Env;
  /** Default: the sender the environment configures (Resend, or the local outbox). */
  sender?: (env: Env) => EmailSender;
  /** Gives a claim back when the provider refused its email (service role). Default: release_invitation_email. */
  release?: (env: Env, invitationId: string, emailedAt: string) => Promise<void>;
}

/** One email per invitation per cool-down (claim_invitation_email): what the claim answers. */
interface Claim {
  allowed: boolean;
  emailed_at: string;
  retry_at: string;
}

const releaseWithServiceRole = async (env: Env, invitationId: string, emailedAt: string) => {
  const { error } = await serviceClient(env).rpc('release_invitation_email', {
    invitation_id: invitationId,
    emailed_at: emailedAt,
  });
  if (error) console.error('send-invitation: release_invitation_email', error.code, error.message);
};

/**
 * POST /send-invitation: emails a pending invitation of a workspace the caller manages. Everything
 * is read with the caller's own token, so row-level security decides: a member, a stranger or
 * another workspace's admin sees no such invitation.
 */
export function createHandler({
  env: readEnv,
  sender = emailSenderFromEnv,
  release = releaseWithServiceRole,
}: Dependencies) {
  return messageEndpoint({
    name: 'send-invitation',
    deps: () => ({ env: readEnv() }),
    refusalOf: providerRefusal,
    async run({ env }, caller, body) {
      const parsed = sendInvitationInput.safeParse(body);
      if (!parsed.success) throw new Refusal('invalid_request');
      const input = parsed.data;
      const client = userClient(caller.authorization, env);

      // The first read as the caller: PostgREST verifies the token here, before anything is sent.
      const membership = unwrapAsCaller(
        await client
          .from('workspace_members')
          .select('role')
          .eq('workspace_id', input.workspaceId)
          .eq('user_id', caller.userId)
          .maybeSingle(),
        'load membership',
      ) as { role: string } | null;
      const role = membership?.role;
      if (role !== 'owner' && role !== 'admin') throw new Refusal('owner_or_admin_only');

      const found = await client
        .from('workspace_invitations')
        .select('id, email, role, token, expires_at, accepted_at, workspaces(name)')
        .eq('id', input.invitationId)
        .eq('workspace_id', input.workspaceId)
        .maybeSingle();
      if (found.error) throw found.error;
      const invitation = found.data as InvitationRow | null;
      if (!invitation) throw new Refusal('invitation_not_found');
      if (invitation.accepted_at) throw new Refusal('invitation_accepted');
      const expiresAt = new Date(invitation.expires_at);
      if (expiresAt.getTime() <= Date.now()) throw new Refusal('invitation_expired');

      // The inviter's address as Auth has it (profiles.email, kept in step by the on_auth_user_email_changed trigger).
      const profile = await client
        .from('profiles')
        .select('full_name, email')
        .eq('id', caller.userId)
        .maybeSingle();
      if (profile.error) throw profile.error;
      const inviterEmail = profile.data?.email || undefined;
      const inviterName = oneLine(profile.data?.full_name) || inviterEmail || 'Pitchcraft';
      const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
      if (!siteUrl) throw new EmailConfigError('SITE_URL must be set: invitation links point at the app.');

      const email = invitationEmail({
        locale: input.locale,
        inviterName,
        workspaceName: oneLine(invitation.workspaces?.name) || 'Pitchcraft',
        role: invitation.role,
        acceptUrl: `${siteUrl}/invitations/${encodeURIComponent(invitation.token)}`,
        expiresAt,
      });

      // The database decides: one email per invitation per cool-down, a retry of the same request
      // excepted (it gets the same stamp, so the provider's idempotency key answers it).
      const claimed = await client.rpc('claim_invitation_email', {
        invitation_id: invitation.id,
        request_id: input.requestId,
      });
      if (claimed.error) {
        const refused = refusalFromDatabase(claimed.error);
        throw refused ? new Refusal(refused) : claimed.error;
      }
      const claim = (claimed.data as Claim[] | null)?.[0];
      if (!claim) throw new Error('claim_invitation_email answered no row');
      if (!claim.allowed) {
        const seconds = Math.max(1, Math.ceil((Date.parse(claim.retry_at) - Date.now()) / 1000));
        throw new Refusal('invitation_recently_sent', { retryAfterSeconds: seconds });
      }
      let sent: { id: string };
      try {
        sent = await sender(env).send(
          {
            from: defaultFromAddress(env),
            to: invitation.email,
            replyTo: inviterEmail,
            subject: email.subject,
            html: email.html,
            text: email.text,
            tags: [{ name: 'category', value: 'invitation' }],
          },
          { idempotencyKey: `invitation/${invitation.id}/${Date.parse(claim.emailed_at)}` },
        );
      } catch (error) {
        // Nothing went out: the invitation may be emailed again at once.
        await release(env, invitation.id, claim.emailed_at).catch((releaseError) =>
          console.error('send-invitation: release failed', releaseError),
        );
        throw error;
      }
      return { id: sent.id, email: invitation.email };
    },
  });
}

interface InvitationRow {
  id: string;
  email: string;
  /** Never 'owner': a check constraint refuses inviting one. */
  role: InvitedRole;
  token: string;
  expires_at: string;
  accepted_at: string | null;
  workspaces: { name: string } | null;
}

/** Names go into the email's heading and body: one line, no control characters. */
const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s\p{Cc}]+/gu, ' ').trim() : '';

/** The email provider's and the configuration's failures, logged here and answered by the catalog. */
function providerRefusal(error: unknown): Refusal | undefined {
  if (error instanceof EmailSendError) {
    console.error('send-invitation: the email provider refused', error.code, error.statusCode, error.message);
    return new Refusal(error.retryable ? 'provider_unavailable' : 'email_refused');
  }
  if (error instanceof EmailConfigError) {
    // The operator's to fix, not the inviter's: worded as any unexpected failure.
    console.error('send-invitation:', error.message);
    return new Refusal('unexpected');
  }
  return undefined;
}

export const handler = createHandler({ env: () => Deno.env.toObject() });
