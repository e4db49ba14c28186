import { z } from 'zod';
import { serviceClient } from '../_shared/db/service-client.ts';
import { defaultFromAddress, emailSenderFromEnv } from '../_shared/email/send/resend-sender.ts';
import { EmailConfigError, EmailSendError, type EmailSender } from '../_shared/email/send/sender.ts';
import { errorResponse, HttpError } from '../_shared/http/json.ts';
import { type FrameRefusal, postEndpoint } from '../_shared/http/post-endpoint.ts';
import { unwrapAsCaller, userClient } from '../_shared/http/user-client.ts';
import { refusalFromDatabase } from '../_shared/refusals/from-database.ts';
import { invitationEmail } from './invitation-email.ts';

type Env = Readonly<Record<string, string | undefined>>;

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
  return postEndpoint({
    deps: () => ({ env: readEnv() }),
    refuse: (reason) => REFUSALS[reason](),
    failure: asHttpError,
    answer: (failure, _locale, cors) => errorResponse(failure, cors),
    log(failure, error) {
      // The provider's and the configuration's failures were logged by asHttpError.
      if (failure.code === 'unexpected') console.error(error);
    },
    async run({ env }, caller, body) {
      const parsed = sendInvitationInput.safeParse(body);
      if (!parsed.success) throw new HttpError(400, 'invalid_request', z.prettifyError(parsed.error));
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
      if (role !== 'owner' && role !== 'admin') {
        throw new HttpError(
          403,
          'owner_or_admin_only',
          'Only the owner and admins of the workspace invite people.',
        );
      }

      const found = await client
        .from('workspace_invitations')
        .select('id, email, role, token, expires_at, accepted_at, workspaces(name)')
        .eq('id', input.invitationId)
        .eq('workspace_id', input.workspaceId)
        .maybeSingle();
      if (found.error) throw found.error;
      const invitation = found.data as InvitationRow | null;
      if (!invitation)
        throw new HttpError(404, 'invitation_not_found', 'No such invitation in this workspace.');
      if (invitation.accepted_at) {
        throw new HttpError(409, 'invitation_accepted', 'The invitation was already accepted.');
      }
      const expiresAt = new Date(invitation.expires_at);
      if (expiresAt.getTime() <= Date.now()) {
        throw new HttpError(409, 'invitation_expired', 'The invitation expired: renew it first.');
      }

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
        role: invitation.role === 'admin' ? 'admin' : 'member',
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
        if (refusalFromDatabase(claimed.error) === 'invitation_not_found') {
          throw new HttpError(404, 'invitation_not_found', 'No such invitation in this workspace.');
        }
        throw claimed.error;
      }
      const claim = (claimed.data as Claim[] | null)?.[0];
      if (!claim) throw new Error('claim_invitation_email answered no row');
      if (!claim.allowed) {
        const seconds = Math.max(1, Math.ceil((Date.parse(claim.retry_at) - Date.now()) / 1000));
        throw new HttpError(
          429,
          'invitation_recently_sent',
          'This invitation was emailed a moment ago; it may be sent again later.',
          {
            fields: { retryAt: new Date(claim.retry_at).toISOString() },
            headers: { 'Retry-After': String(seconds) },
          },
        );
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
  role: string;
  token: string;
  expires_at: string;
  accepted_at: string | null;
  workspaces: { name: string } | null;
}

/** Names go into the email's heading and body: one line, no control characters. */
const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s\p{Cc}]+/gu, ' ').trim() : '';

/** The frame's refusals in this function's words, as they were before it moved onto the frame. */
const REFUSALS: Record<FrameRefusal, () => HttpError> = {
  method_not_allowed: () => new HttpError(405, 'method_not_allowed', 'Use POST.'),
  unauthorized: () => new HttpError(401, 'unauthorized', 'Sign in first: the request has no user token.'),
  not_json: () => new HttpError(400, 'invalid_request', 'The request body must be JSON.'),
};

const unexpected = () => new HttpError(500, 'unexpected', 'The function failed; the error is in its logs.');

function asHttpError(error: unknown): HttpError {
  if (error instanceof EmailSendError) {
    console.error('send-invitation: the email provider refused', error.code, error.statusCode, error.message);
    return error.retryable
      ? new HttpError(
          503,
          'email_unavailable',
          'The email could not be sent right now. Try again in a minute.',
        )
      : new HttpError(502, 'email_refused', 'The email provider refused the invitation email.');
  }
  if (error instanceof EmailConfigError) {
    console.error('send-invitation:', error.message);
    return new HttpError(503, 'email_not_configured', 'Email sending is not configured.');
  }
  return error instanceof HttpError ? error : unexpected();
}

export const handler = createHandler({ env: () => Deno.env.toObject() });
