import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enums } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';

/**
 * What a client reviewer's link shows (docs/approvals.md "Client reviewers"): the review_link_*
 * functions, called without a session; the link's secret is the only proof. Not workspace data,
 * so not under workspaceKeys.
 */
export interface ReviewLink {
  reviewer: { name: string; email: string; locale: 'en' | 'es' };
  clientName: string;
  agencyName: string;
  expiresAt: string;
  items: ReviewLinkItemSummary[];
}

export interface ReviewLinkItemSummary {
  id: string;
  kind: 'email' | 'page';
  name: string;
  reviewState: Enums<'review_state'>;
  submittedAt: string | null;
}

export interface ReviewLinkItem extends ReviewLinkItemSummary {
  subject: string | null;
  preheader: string | null;
  html: string | null;
  content: unknown;
  steps: {
    action: Enums<'review_action'>;
    note: string | null;
    at: string;
    by: string | null;
    byReviewer: boolean;
  }[];
  comments: ReviewLinkComment[];
}

export interface ReviewLinkComment {
  id: string;
  section: string | null;
  body: string;
  at: string;
  by: string | null;
  byReviewer: boolean;
  mine: boolean;
}

const keys = {
  all: (secret: string) => ['review-links', secret] as const,
  item: (secret: string, itemId: string) => ['review-links', secret, 'items', itemId] as const,
};

export const reviewLinkQueryOptions = (secret: string) =>
  queryOptions({
    queryKey: keys.all(secret),
    // null: the link does not work (unknown, expired, revoked or replaced).
    queryFn: async () =>
      unwrap(await supabase.rpc('review_link_open', { link_secret: secret })) as unknown as ReviewLink | null,
  });

export const useReviewLink = (secret: string) => useQuery(reviewLinkQueryOptions(secret));

export const useReviewLinkItem = (secret: string, itemId: string) =>
  useQuery({
    queryKey: keys.item(secret, itemId),
    queryFn: async () =>
      unwrap(
        await supabase.rpc('review_link_item', { link_secret: secret, campaign_id: itemId }),
      ) as unknown as ReviewLinkItem,
    retry: false,
  });

export function useReviewLinkComment(secret: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ section, body }: { section: string | null; body: string }) =>
      unwrap(
        await supabase.rpc('review_link_comment', {
          link_secret: secret,
          campaign_id: itemId,
          section: section ?? '',
          body,
        }),
      ),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all(secret) }),
  });
}

export function useReviewLinkDecision(secret: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, note }: { decision: 'approved' | 'changes_requested'; note: string }) =>
      unwrap(
        await supabase.rpc('review_link_decide', {
          link_secret: secret,
          campaign_id: itemId,
          decision,
          note: note.trim() || undefined,
        }),
      ),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all(secret) }),
  });
}
