import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/content/activity/api/activity-keys.ts';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { invokeFunction } from '@/lib/errors/refused.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import type { NewComment } from '../model/comment-input.ts';

export type CampaignComment = Pick<
  Tables<'campaign_comments'>,
  'id' | 'section' | 'body' | 'created_at' | 'author_id'
> & {
  author: { full_name: string | null; email: string | null } | null;
  /** Set when a client's reviewer wrote it through their link. */
  reviewer: { name: string } | null;
  /** Written by the signed-in user, who alone may delete it. */
  mine: boolean;
};

/** Under the campaigns key, so a review step (which may come with a reviewer's comment) refreshes them. */
export const campaignCommentKeys = {
  list: (workspaceId: string, campaignId: string) =>
    workspaceKeys.scoped(workspaceId, 'campaigns', 'comments', campaignId),
};

/** Oldest first, as a conversation reads. */
async function getCampaignComments(campaignId: string): Promise<CampaignComment[]> {
  const [{ data: auth }, comments] = await Promise.all([
    supabase.auth.getSession(),
    supabase
      .from('campaign_comments')
      .select(
        'id, section, body, created_at, author_id, author:profiles(full_name, email), reviewer:client_reviewers(name)',
      )
      .eq('campaign_id', campaignId)
      .order('created_at')
      .order('id'),
  ]);
  const userId = auth.session?.user.id;
  return unwrap(comments).map((comment) => ({
    ...comment,
    mine: Boolean(userId) && comment.author_id === userId,
  }));
}

export const campaignCommentsQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: campaignCommentKeys.list(workspaceId, campaignId),
    queryFn: () => getCampaignComments(campaignId),
  });

export const useCampaignComments = (workspaceId: string, campaignId: string) =>
  useQuery(campaignCommentsQueryOptions(workspaceId, campaignId));

/** A comment adds a line to the activity feeds too (a trigger records it). */
function useCommentMutation<Input, Output>(
  workspaceId: string,
  campaignId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesOwnErrors: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignCommentKeys.list(workspaceId, campaignId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all(workspaceId) }),
      ]),
  });
}

/**
 * Editors who reach the campaign (RLS); the author is the caller (the column's default). Mentioning
 * someone who does not reach the campaign is refused `mention_not_member`. The form's schema
 * (commentInput) has made the comment.
 */
export const useAddComment = (workspaceId: string, campaignId: string) =>
  useCommentMutation(workspaceId, campaignId, async (comment: NewComment) => {
    const stored = unwrap(
      await supabase
        .from('campaign_comments')
        .insert({ workspace_id: workspaceId, campaign_id: campaignId, ...comment })
        .select('id')
        .single(),
    );
    if (comment.mentioned_user_ids.length === 0) return { mentionsEmailed: true };
    // The comment is stored either way; the screen says when the mentioned were not told.
    return invokeFunction('send-mention-emails', { commentId: stored.id }).then(
      () => ({ mentionsEmailed: true }),
      () => ({ mentionsEmailed: false }),
    );
  });

/** Authors delete their own comments only (RLS): anyone else's is not deleted. */
export const useDeleteComment = (workspaceId: string, campaignId: string) =>
  useCommentMutation(workspaceId, campaignId, async (commentId: string) => {
    const result = await supabase.from('campaign_comments').delete({ count: 'exact' }).eq('id', commentId);
    unwrap(result);
    if (!result.count) throw new HttpError(403, 'only its author may delete a comment');
  });
