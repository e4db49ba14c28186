/**
 * The mention rules of the database in memory, for send-mention-emails' tests: a comment only its
 * author may announce, and claim_mention_emails answering the addresses once.
 * supabase/tests/client-reviewers.test.ts runs the real ones.
 */

import type { CommentToAnnounce, MentionedMember, MentionStore } from '../../send-mention-emails/store.ts';
import { Refusal } from '../refusals/refusal.ts';

export function memoryMentionStore(
  comment: CommentToAnnounce & { authorization: string },
  mentioned: MentionedMember[],
): MentionStore & { claims: number } {
  let claimed = false;
  const store = {
    claims: 0,
    async commentOfAuthor(authorization: string, _callerId: string, commentId: string) {
      if (authorization !== comment.authorization || commentId !== comment.id)
        throw new Refusal('comment_not_found');
      return comment;
    },
    async claim() {
      store.claims += 1;
      if (claimed) return [];
      claimed = true;
      return mentioned;
    },
  };
  return store;
}
