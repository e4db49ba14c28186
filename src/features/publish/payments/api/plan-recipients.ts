import type { MessageDescriptor } from '@lingui/core';
import type { PostgrestError } from '@supabase/supabase-js';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from '../../api/publish-keys.ts';
import { planRecipientsMessages } from '../model/plan-recipients-messages.ts';

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

/** A refusal of use_plan_recipients, carrying the message the user reads. */
export class PlanRecipientsRefused extends Error {
  readonly userMessage: MessageDescriptor;
  constructor(userMessage: MessageDescriptor, reason: string) {
    super(reason);
    this.name = 'PlanRecipientsRefused';
    this.userMessage = userMessage;
  }
}

function refusalOf(error: PostgrestError, status: number): Error {
  if (error.message === 'no_recipients_left')
    return new PlanRecipientsRefused(planRecipientsMessages.noneLeft, error.message);
  if (error.message === 'invalid_recipients')
    return new PlanRecipientsRefused(planRecipientsMessages.invalidCount, error.message);
  if (error.message === 'invalid_campaign')
    return new PlanRecipientsRefused(planRecipientsMessages.emailOnly, error.message);
  if (error.code === '42501')
    return new PlanRecipientsRefused(planRecipientsMessages.notFound, error.message);
  return new HttpError(status, error.message);
}

/** Moves recipients of a page's plan into the campaign; resolves with what the plan has left. */
export async function movePlanRecipients(
  pageId: string,
  campaignId: string,
  recipients: number,
): Promise<number> {
  return unwrap(await spendPlanRecipients(pageId, campaignId, recipients), refusalOf) ?? 0;
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
