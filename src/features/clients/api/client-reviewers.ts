import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { fromPostgrest, invokeFunction } from '@/lib/errors/refused.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { FieldsRefused } from '@/lib/forms/field-errors.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { type AddReviewerInput, addReviewerInput, reviewerMessages } from '../model/reviewer-input.ts';

export type ClientReviewer = Pick<
  Tables<'client_reviewers'>,
  'id' | 'email' | 'name' | 'locale' | 'link_expires_at' | 'link_sent_at' | 'revoked_at' | 'created_at'
>;

const REVIEWER_COLUMNS = 'id, email, name, locale, link_expires_at, link_sent_at, revoked_at, created_at';

export const clientReviewerKeys = {
  list: (workspaceId: string, clientId: string) =>
    workspaceKeys.scoped(workspaceId, 'clients', 'reviewers', clientId),
};

/** The people at the client who review its items, in the order they were added. */
async function getClientReviewers(clientId: string): Promise<ClientReviewer[]> {
  return unwrap(
    await supabase
      .from('client_reviewers')
      .select(REVIEWER_COLUMNS)
      .eq('client_id', clientId)
      .order('created_at')
      .order('id'),
  );
}

export const clientReviewersQueryOptions = (workspaceId: string, clientId: string) =>
  queryOptions({
    queryKey: clientReviewerKeys.list(workspaceId, clientId),
    queryFn: () => getClientReviewers(clientId),
  });

export const useClientReviewers = (workspaceId: string, clientId: string) =>
  useQuery(clientReviewersQueryOptions(workspaceId, clientId));

/** What send-review-link answers: the address it emailed and when that link stops working. */
export type SentReviewLink = { id: string; email: string; expiresAt: string };

/**
 * Every change re-reads the list: the database sets the link's dates, not the app. Updates and
 * deletes ask for a count: row-level security hides a row from whoever may not change it.
 */
function useReviewerMutation<Input, Output>(
  workspaceId: string,
  clientId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesOwnErrors: true },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: clientReviewerKeys.list(workspaceId, clientId) }),
  });
}

/** Owners and admins (RLS); the same address twice for a client is the unique index's 23505. */
export const useAddReviewer = (workspaceId: string, clientId: string) =>
  useReviewerMutation(workspaceId, clientId, async (input: AddReviewerInput) => {
    const reviewer = addReviewerInput.parse(input);
    unwrap(
      await supabase
        .from('client_reviewers')
        .insert({ workspace_id: workspaceId, client_id: clientId, ...reviewer }),
      (error, status) =>
        error.code === '23505'
          ? new FieldsRefused({ email: { message: reviewerMessages.alreadyReviewer } })
          : fromPostgrest(error, status),
    );
  });

/**
 * A new link by email, in the reviewer's language; it replaces the last one and undoes a
 * revocation. Refusals: review_link_recently_sent (429), owner_or_admin_only, reviewer_not_found.
 */
export const useSendReviewLink = (workspaceId: string, clientId: string) =>
  useReviewerMutation(workspaceId, clientId, (reviewerId: string) =>
    invokeFunction<SentReviewLink>('send-review-link', { reviewerId }),
  );

/** The link stops working at once; sending a new one gives the reviewer access again. */
export const useRevokeReviewLink = (workspaceId: string, clientId: string) =>
  useReviewerMutation(workspaceId, clientId, async (reviewerId: string) => {
    const result = await supabase
      .from('client_reviewers')
      .update({ revoked_at: new Date().toISOString() }, { count: 'exact' })
      .eq('id', reviewerId);
    unwrap(result);
    // Row-level security hides the row from members who may not change it: nothing was updated.
    if (!result.count) throw new HttpError(403, 'only the owner and admins may revoke review links');
  });

/** The reviewer and their link go; their comments and decisions stay, without a name. */
export const useRemoveReviewer = (workspaceId: string, clientId: string) =>
  useReviewerMutation(workspaceId, clientId, async (reviewerId: string) => {
    const result = await supabase.from('client_reviewers').delete({ count: 'exact' }).eq('id', reviewerId);
    unwrap(result);
    if (!result.count) throw new HttpError(403, 'only the owner and admins may remove reviewers');
  });
