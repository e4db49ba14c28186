import { z } from 'zod';
import { requiredText } from '@/lib/forms/field-rules.ts';

/** The "Which part?" choice that pins the comment to nothing: the whole email or page. */
export const WHOLE_ITEM = 'whole';

export const COMMENT_MAX = 2000;
/** campaign_comments.mentioned_user_ids holds at most 20 (a check of the table). */
export const MENTIONS_MAX = 20;

/** A team comment as the form writes it (campaign_comments: section, body, mentioned_user_ids). */
export const commentInput = z.object({
  section: z
    .string()
    .transform((section) => (section === WHOLE_ITEM || section === '' ? null : section))
    .pipe(
      z
        .string()
        .regex(/^[a-z][a-z0-9-]{0,39}$/)
        .nullable(),
    ),
  body: requiredText(COMMENT_MAX),
  mentioned_user_ids: z.array(z.uuid()).max(MENTIONS_MAX),
});
export type CommentInput = z.input<typeof commentInput>;
export type NewComment = z.output<typeof commentInput>;
