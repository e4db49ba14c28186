/**
 * POST {campaignId, locale?} or {workspaceId, clientId?, locale?, ...brief fields} → the thirteen
 * templates ranked for the brief, best first, each with a one-line reason. Nothing is saved but
 * the usage: the wizard's review step asks before the page exists.
 */

import type { AnyBrief } from '../_shared/ai/provider.ts';
import { briefFromCampaign, briefFromFields } from '../_shared/generation/build-brief.ts';
import { usageScope } from '../_shared/generation/campaign-brief.ts';
import { defaultDeps, type HandlerDeps } from '../_shared/generation/deps.ts';
import { campaignNotFound, workspaceNotFound } from '../_shared/generation/errors.ts';
import { withUsage } from '../_shared/generation/record-usage.ts';
import { recommendTemplatesRequest } from '../_shared/generation/requests.ts';
import { generationHandler } from '../_shared/generation/serve.ts';
import type { GenerationStore } from '../_shared/generation/store.ts';
import { parseBody } from '../_shared/http/message-endpoint.ts';

interface Scope {
  brief: AnyBrief;
  workspaceId: string;
  campaignId: string | null;
  locale: AnyBrief['locale'];
}

async function scopeOf(store: GenerationStore, body: unknown, supabaseUrl: string): Promise<Scope> {
  const request = parseBody(recommendTemplatesRequest(body), body);
  if ('campaignId' in request) {
    const context = await store.loadCampaign(request.campaignId);
    if (!context) throw campaignNotFound();
    const { campaign, workspace } = context;
    const locale = request.locale ?? workspace.locale;
    // An express page has its prompt and little else; a wizard page has its fields.
    const express =
      !!campaign.prompt?.trim() && !campaign.description?.trim() && !campaign.product_name?.trim();
    const brief = briefFromCampaign(context, { mode: express ? 'express' : 'brief', locale, supabaseUrl });
    return { brief, workspaceId: workspace.id, campaignId: campaign.id, locale };
  }
  const [workspace, client] = await Promise.all([
    store.loadWorkspace(request.workspaceId),
    request.clientId ? store.loadClient(request.clientId) : null,
  ]);
  // RLS: another workspace (or its client) is invisible, so it answers as unknown.
  if (!workspace || (request.clientId && !client)) throw workspaceNotFound();
  const locale = request.locale ?? workspace.locale;
  const brief = briefFromFields(request, { workspace, client }, { locale, supabaseUrl });
  return { brief, workspaceId: workspace.id, campaignId: null, locale };
}

export function createHandler(deps: HandlerDeps | (() => HandlerDeps)) {
  return generationHandler('recommend-templates', deps, async ({ caller, body, deps }) => {
    const store = deps.storeFor(caller.authorization);
    const scope = await scopeOf(store, body, deps.env.SUPABASE_URL ?? '');
    const { value, usage, notice } = await withUsage(
      usageScope(deps, caller, store, scope.workspaceId, scope.campaignId, 'templates'),
      (onCall) => deps.provider.recommendTemplates(scope.brief, { onCall }),
    );
    return { locale: scope.locale, recommendations: value, usage, notice: notice ?? null };
  });
}

export const handler = createHandler(() => defaultDeps());
