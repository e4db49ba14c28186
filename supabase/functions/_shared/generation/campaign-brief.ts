/** The first steps of generate-campaign and generate-page: the campaign as RLS shows it, as a brief. */

import type { AnyBrief } from '../ai/provider.ts';
import type { Locale } from '../content/brief.ts';
import type { Caller } from '../http/caller.ts';
import { briefFromCampaign } from './build-brief.ts';
import type { HandlerDeps } from './deps.ts';
import { campaignNotFound, invalidRequest } from './errors.ts';
import type { UsageScope } from './record-usage.ts';
import type { CampaignContext } from './records.ts';
import type { GenerationStore } from './store.ts';

const OTHER_FUNCTION = { email: 'generate-campaign', page: 'generate-page' } as const;

export interface CampaignBrief {
  context: CampaignContext;
  locale: Locale;
  brief: AnyBrief;
  store: GenerationStore;
  usage: UsageScope;
}

export async function loadCampaignBrief(
  deps: HandlerDeps,
  caller: Caller,
  request: { campaignId: string; mode: 'brief' | 'express'; prompt?: string; locale?: Locale },
  kind: 'email' | 'page',
): Promise<CampaignBrief> {
  const store = deps.storeFor(caller.authorization);
  const context = await store.loadCampaign(request.campaignId);
  if (!context) throw campaignNotFound();
  const { campaign, workspace } = context;
  if (campaign.kind !== kind) {
    throw invalidRequest([
      { path: 'campaignId', message: `a ${campaign.kind} campaign: use ${OTHER_FUNCTION[campaign.kind]}` },
    ]);
  }
  // The content's language: the request's, else the workspace's (its audience's, not the user's UI).
  const locale = request.locale ?? workspace.locale;
  const brief = briefFromCampaign(context, {
    mode: request.mode,
    prompt: request.prompt,
    locale,
    supabaseUrl: deps.env.SUPABASE_URL ?? '',
  });
  return {
    context,
    locale,
    brief,
    store,
    usage: usageScope(deps, caller, store, workspace.id, campaign.id, kind === 'email' ? 'campaign' : 'page'),
  };
}

export function usageScope(
  deps: HandlerDeps,
  caller: Caller,
  store: GenerationStore,
  workspaceId: string,
  campaignId: string | null,
  kind: UsageScope['kind'],
): UsageScope {
  return {
    store,
    workspaceId,
    campaignId,
    kind,
    userId: caller.userId,
    provider: deps.provider.name,
    model: deps.model,
  };
}
