import { commentInput } from '@/content/comments/model/comment-input.ts';

/** A reviewer's comment: the team's form without mentions (a reviewer knows no teammates). */
export const reviewerCommentInput = commentInput.omit({ mentioned_user_ids: true });
