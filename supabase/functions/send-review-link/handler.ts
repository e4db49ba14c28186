import { z } from 'zod';
import { defaultFromAddress, emailSenderFromEnv } from '../_shared/email/send/resend-sender.ts';
import { EmailConfigError, EmailSendError, type EmailSender } from '../_shared/email/send/sender.ts';
import type { Env } from '../_shared/env.ts';
import { messageEndpoint, parseBody } from '../_shared/http/message-endpoint.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import { reviewLinkEmail } from './review-link-email.ts';
import { type ReviewLinkStore, supabaseReviewLinkStore } from './store.ts';

/** What the app sends: the reviewer to email a new link to (docs/approvals.md "Client reviewers"). */
export const sendReviewLinkInput = z.object({ reviewerId: z.uuid() });

export interface SendReviewLinkDeps {
  env: Env;
  store: ReviewLinkStore;
  /** Default: the sender the environment configures (Resend, or the local outbox). */
  sender?: EmailSender;
}

/**
 * POST /send-review-link: an owner or admin emails a client's reviewer a new link, in the
 * reviewer's language. The link's secret is made by the database and goes only into the email:
 * nobody in the agency sees it, so a decision through it is the reviewer's. A new link replaces
 * the old one (and undoes a revocation); one per 10 minutes per reviewer.
 */
export function createSendReviewLinkHandler(deps: () => SendReviewLinkDeps) {
  return messageEndpoint({
    name: 'send-review-link',
    deps,
    refusalOf: providerRefusal,
    async run({ env, store, sender = emailSenderFromEnv(env) }, caller, body) {
      const { reviewerId } = parseBody(sendReviewLinkInput, body);
      const reviewer = await store.reviewerToEmail(caller.authorization, caller.userId, reviewerId);
      const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
      if (!siteUrl) throw new EmailConfigError('SITE_URL must be set: review links point at the app.');
      const from = defaultFromAddress(env);

      const issued = await store.issue(reviewer.id);
      if ('retryAt' in issued) {
        const seconds = Math.max(1, Math.ceil((issued.retryAt.getTime() - Date.now()) / 1000));
        throw new Refusal('review_link_recently_sent', { retryAfterSeconds: seconds });
      }
      const email = reviewLinkEmail({
        locale: reviewer.locale,
        reviewerName: reviewer.name,
        senderName: reviewer.senderName,
        agencyName: reviewer.agencyName,
        clientName: reviewer.clientName,
        reviewUrl: `${siteUrl}/review/${issued.secret}`,
        expiresAt: issued.expiresAt,
      });
      try {
        const sent = await sender.send(
          {
            from,
            to: reviewer.email,
            replyTo: reviewer.senderEmail,
            subject: email.subject,
            html: email.html,
            text: email.text,
            tags: [{ name: 'category', value: 'review_link' }],
          },
          // The secret is new on every call: one email per link, never the same link twice.
          { idempotencyKey: `review-link/${reviewer.id}/${issued.expiresAt.getTime()}` },
        );
        return { id: sent.id, email: reviewer.email, expiresAt: issued.expiresAt.toISOString() };
      } catch (error) {
        // Nobody got that link: it dies, and another may be sent at once.
        await store
          .release(reviewer.id)
          .catch((releaseError) => console.error('send-review-link: release failed', releaseError));
        throw error;
      }
    },
  });
}

/** The email provider's and the configuration's failures, logged here and answered by the catalog. */
function providerRefusal(error: unknown): Refusal | undefined {
  if (error instanceof EmailSendError) {
    console.error(
      'send-review-link: the email provider refused',
      error.code,
      error.statusCode,
      error.message,
    );
    return new Refusal(error.retryable ? 'provider_unavailable' : 'email_refused');
  }
  if (error instanceof EmailConfigError) {
    console.error('send-review-link:', error.message);
    return new Refusal('unexpected');
  }
  return undefined;
}

export const handler = createSendReviewLinkHandler(() => {
  const env = Deno.env.toObject();
  return { env, store: supabaseReviewLinkStore(env) };
});
