import { z } from 'zod';
import { defaultFromAddress, emailSenderFromEnv } from '../_shared/email/send/resend-sender.ts';
import { EmailConfigError, type EmailSender } from '../_shared/email/send/sender.ts';
import type { Env } from '../_shared/env.ts';
import { messageEndpoint, parseBody } from '../_shared/http/message-endpoint.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import { mentionEmail } from './mention-email.ts';
import { type MentionStore, supabaseMentionStore } from './store.ts';

/** What the app sends once it stored a comment that mentions teammates. */
export const sendMentionEmailsInput = z.object({ commentId: z.uuid() });

export interface SendMentionEmailsDeps {
  env: Env;
  store: MentionStore;
  /** Default: the sender the environment configures (Resend, or the local outbox). */
  sender?: EmailSender;
}

/**
 * POST /send-mention-emails: emails each member a comment mentions, in their language, with a link
 * to the campaign or page. Only the comment's author may ask, and only once: the claim answers the
 * addresses the first time (docs/approvals.md "Comments and activity").
 */
export function createSendMentionEmailsHandler(deps: () => SendMentionEmailsDeps) {
  return messageEndpoint({
    name: 'send-mention-emails',
    deps,
    refusalOf: configRefusal,
    async run({ env, store, sender = emailSenderFromEnv(env) }, caller, body) {
      const { commentId } = parseBody(sendMentionEmailsInput, body);
      const comment = await store.commentOfAuthor(caller.authorization, caller.userId, commentId);
      const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
      if (!siteUrl) throw new EmailConfigError('SITE_URL must be set: mention emails link to the app.');
      const from = defaultFromAddress(env);
      const section = comment.kind === 'email' ? 'campaigns' : 'pages';
      const url = `${siteUrl}/organizations/${comment.workspaceId}/${section}/${comment.campaignId}/view`;

      const members = await store.claim(comment.id);
      let emailed = 0;
      for (const member of members) {
        const email = mentionEmail({ locale: member.locale, url, ...comment });
        // One failed address does not keep the others from their email; the claim is spent either way.
        try {
          await sender.send(
            {
              from,
              to: member.email,
              replyTo: comment.authorEmail,
              subject: email.subject,
              html: email.html,
              text: email.text,
              tags: [{ name: 'category', value: 'mention' }],
            },
            { idempotencyKey: `mention/${comment.id}/${member.email}` },
          );
          emailed += 1;
        } catch (error) {
          console.error('send-mention-emails: not sent to a member', error);
        }
      }
      return { emailed };
    },
  });
}

/** The configuration's failures: the operator's to fix, worded as any unexpected failure. */
function configRefusal(error: unknown): Refusal | undefined {
  if (error instanceof EmailConfigError) {
    console.error('send-mention-emails:', error.message);
    return new Refusal('unexpected');
  }
  return undefined;
}

export const handler = createSendMentionEmailsHandler(() => {
  const env = Deno.env.toObject();
  return { env, store: supabaseMentionStore(env) };
});
