import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enums, Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type ReviewState = Enums<'review_state'>;
export type ReviewAction = Enums<'review_action'>;

export type ReviewStep = Pick<
  Tables<'campaign_reviews'>,
  'id' | 'action' | 'note' | 'created_at' | 'version_id'
> & {
  actor: { full_name: string | null; email: string | null } | null;
  /** Set when the client's reviewer took the step through their link. */
  reviewer: { name: string } | null;
};

export interface CampaignReview {
  state: ReviewState;
  /** Whether the workspace, or the campaign's client, requires approval before it goes out. */
  required: boolean;
  /** Newest first. */
  steps: ReviewStep[];
}

/**
 * Under the campaigns key, so whatever refreshes a campaign (a save, a generation, a restore, which
 * may reopen its review) refreshes its review too.
 */
export const campaignReviewKeys = {
  review: (workspaceId: string, campaignId: string) =>
    workspaceKeys.scoped(workspaceId, 'campaigns', 'review', campaignId),
};

/** The 20 latest steps are what a person reads; the table keeps them all (docs/approvals.md). */
const STEPS_SHOWN = 20;

async function getCampaignReview(campaignId: string): Promise<CampaignReview | null> {
  const [campaign, steps] = await Promise.all([
    supabase
      .from('campaigns')
      .select('review_state, client:clients(approval_required), workspace:workspaces(approval_required)')
      .eq('id', campaignId)
      .maybeSingle(),
    supabase
      .from('campaign_reviews')
      .select(
        'id, action, note, created_at, version_id, actor:profiles(full_name, email), reviewer:client_reviewers(name)',
      )
      .eq('campaign_id', campaignId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(STEPS_SHOWN),
  ]);
  const row = unwrap(campaign);
  if (!row) return null;
  return {
    state: row.review_state,
    required: row.client?.approval_required ?? row.workspace?.approval_required ?? false,
    steps: unwrap(steps),
  };
}

export const campaignReviewQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: campaignReviewKeys.review(workspaceId, campaignId),
    queryFn: () => getCampaignReview(campaignId),
  });

export const useCampaignReview = (workspaceId: string, campaignId: string) =>
  useQuery(campaignReviewQueryOptions(workspaceId, campaignId));

export type ReviewStepInput =
  | { step: 'submit'; note?: string }
  | { step: 'withdraw' }
  | { step: 'decide'; decision: 'approved' | 'changes_requested'; note?: string };

async function takeReviewStep(campaignId: string, input: ReviewStepInput) {
  const note = 'note' in input ? input.note?.trim() || undefined : undefined;
  if (input.step === 'submit') {
    unwrap(await supabase.rpc('submit_for_review', { campaign_id: campaignId, note }));
  } else if (input.step === 'withdraw') {
    unwrap(await supabase.rpc('withdraw_review', { campaign_id: campaignId }));
  } else {
    unwrap(await supabase.rpc('decide_review', { campaign_id: campaignId, decision: input.decision, note }));
  }
}

/**
 * Submit, withdraw, approve or request changes. The publish screen's checklist and the lists read
 * the review state too, so every campaign query of the workspace refreshes.
 */
export function useReviewStep(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewStepInput) => takeReviewStep(campaignId, input),
    meta: { handlesOwnErrors: true },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'campaigns') }),
  });
}
