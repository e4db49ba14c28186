import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from '../../api/publish-keys.ts';

/** A page of the workspace whose Premium plan still has recipients to move. */
export type PagePlanRecipients = { pageId: string; name: string; remaining: number };

const spendPlanRecipients = (pageId: string, campaignId: string, recipients: number) =>
  supabase.rpc('use_plan_recipients', { page_id: pageId, campaign_id: campaignId, recipients });

/** Pages of the workspace that hold paid plan credit, with what each has left (only those > 0). */
export async function getPagePlanRecipients(workspaceId: string): Promise<PagePlanRecipients[]> {
  const pages = unwrap(await supabase.rpc('workspace_plan_recipients', { workspace_id: workspaceId }));
  return pages.map((page) => ({ pageId: page.page_id, name: page.name, remaining: page.remaining }));
}

export const pagePlanRecipientsQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: [...publishKeys.all(workspaceId, campaignId), 'plan-recipients'] as const,
    queryFn: () => getPagePlanRecipients(workspaceId),
  });

export const usePagePlanRecipients = (workspaceId: string, campaignId: string) =>
  useQuery(pagePlanRecipientsQueryOptions(workspaceId, campaignId));

/**
 * Moves recipients of a page's plan into the campaign; resolves with what the plan has left. Its
 * refusals (no_recipients_left, invalid_recipients, invalid_campaign, *_not_found) are `Refused`.
 */
export async function movePlanRecipients(
  pageId: string,
  campaignId: string,
  recipients: number,
): Promise<number> {
  return unwrap(await spendPlanRecipients(pageId, campaignId, recipients)) ?? 0;
}

/** The move, then the campaign's allowance and the plan list read again. */
export function useMovePlanRecipients(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, recipients }: { pageId: string; recipients: number }) =>
      movePlanRecipients(pageId, campaignId, recipients),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
  });
}
