/**
 * What send-mention-emails asks the database: the comment as its author sees it (row-level security
 * decides, and only the author may have it emailed), then, with the service role, the mentioned
 * members' addresses, claimed once (claim_mention_emails).
 */

import { serviceClient } from '../_shared/db/service-client.ts';
import { unwrap } from '../_shared/db/unwrap.ts';
import type { Env } from '../_shared/env.ts';
import { unwrapAsCaller, userClient } from '../_shared/http/user-client.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';

export interface CommentToAnnounce {
  id: string;
  workspaceId: string;
  campaignId: string;
  campaignName: string;
  kind: 'email' | 'page';
  body: string;
  authorName: string;
  authorEmail: string | undefined;
}

export interface MentionedMember {
  email: string;
  locale: 'en' | 'es';
}

export interface MentionStore {
  /** The comment, if the caller wrote it; refuses otherwise. */
  commentOfAuthor(authorization: string, callerId: string, commentId: string): Promise<CommentToAnnounce>;
  /** The addresses to email, the first time only; an empty list after that. */
  claim(commentId: string): Promise<MentionedMember[]>;
}

interface CommentRow {
  id: string;
  workspace_id: string;
  campaign_id: string;
  author_id: string | null;
  body: string;
  campaigns: { name: string; kind: 'email' | 'page' } | null;
}

export function supabaseMentionStore(env: Env): MentionStore {
  return {
    async commentOfAuthor(authorization, callerId, commentId) {
      const client = userClient(authorization, env);
      // The first read as the caller: PostgREST verifies the token here, before anything is sent.
      const comment = unwrapAsCaller(
        await client
          .from('campaign_comments')
          .select('id, workspace_id, campaign_id, author_id, body, campaigns(name, kind)')
          .eq('id', commentId)
          .maybeSingle(),
        'load comment',
      ) as CommentRow | null;
      if (!comment || comment.author_id !== callerId || !comment.campaigns)
        throw new Refusal('comment_not_found');
      const profile = unwrapAsCaller(
        await client.from('profiles').select('full_name, email').eq('id', callerId).maybeSingle(),
        'load profile',
      ) as { full_name: string | null; email: string | null } | null;
      return {
        id: comment.id,
        workspaceId: comment.workspace_id,
        campaignId: comment.campaign_id,
        campaignName: oneLine(comment.campaigns.name),
        kind: comment.campaigns.kind,
        body: comment.body,
        authorName: oneLine(profile?.full_name) || profile?.email || 'Pitchcraft',
        authorEmail: profile?.email || undefined,
      };
    },
    async claim(commentId) {
      const rows = unwrap(
        await serviceClient(env).rpc('claim_mention_emails', { comment_id: commentId }),
        'claim mention emails',
      ) as { email: string; locale: 'en' | 'es' }[];
      return rows.map(({ email, locale }) => ({ email, locale }));
    },
  };
}

const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s\p{Cc}]+/gu, ' ').trim() : '';
