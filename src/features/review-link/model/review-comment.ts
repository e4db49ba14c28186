import { msg } from '@lingui/core/macro';
import { z } from 'zod';

export const COMMENT_MAX = 2000;

/** The messages of reviewCommentInput's issues (useSchemaForm's `messages`). */
export const reviewCommentMessages = {
  comment_required: msg`Write your comment first.`,
  comment_too_long: msg`Keep the comment under 2,000 characters.`,
};

/** A comment as campaign_comments takes it: a part of the item or none, and 1 to 2,000 characters. */
export const reviewCommentInput = z.object({
  section: z.string(),
  body: z.string().trim().min(1, 'comment_required').max(COMMENT_MAX, 'comment_too_long'),
});

export type ReviewCommentInput = z.infer<typeof reviewCommentInput>;
