import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { requiredEmail, requiredName } from '@/lib/forms/field-rules.ts';
import { LOCALES } from '@/lib/i18n/locales.ts';

export const reviewerMessages = {
  alreadyReviewer: msg({
    id: 'clients.reviewers.already-reviewer',
    message: 'This address is already a reviewer of this client.',
  }),
};

/** A client's reviewer as the add form writes it (client_reviewers: name, email, locale). */
export const addReviewerInput = z.object({
  name: requiredName(120),
  email: requiredEmail,
  /** The language of the emails and of the review screen. */
  locale: z.enum(LOCALES),
});
export type AddReviewerInput = z.input<typeof addReviewerInput>;

export type ReviewerLinkState = 'none' | 'active' | 'expired' | 'revoked';

/**
 * Where a reviewer's link stands: never sent, working, past its date, or revoked (a new link
 * undoes a revocation; the database answers review_link_invalid to any link not active).
 */
export function reviewerLinkState(
  reviewer: { link_sent_at: string | null; link_expires_at: string | null; revoked_at: string | null },
  now: Date = new Date(),
): ReviewerLinkState {
  if (reviewer.revoked_at) return 'revoked';
  if (!reviewer.link_sent_at || !reviewer.link_expires_at) return 'none';
  return new Date(reviewer.link_expires_at) > now ? 'active' : 'expired';
}
