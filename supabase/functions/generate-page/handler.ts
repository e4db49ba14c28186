/**
 * POST {campaignId, mode, prompt?, locale?, template?} → the landing page document written,
 * rendered by its template as a preview and saved on the page (the earlier content kept as a
 * version). Without a template: the page's own, else the best fit for the brief.
 */

import { readBrief } from '../_shared/ai/brief-facts.ts';
import { recommendTemplatesOffline } from '../_shared/ai/recommend-templates.ts';
import { loadCampaignBrief } from '../_shared/generation/campaign-brief.ts';
import { composeLandingPage } from '../_shared/generation/compose-page.ts';
import { defaultDeps, type HandlerDeps } from '../_shared/generation/deps.ts';
import { leadFormAction } from '../_shared/generation/links.ts';
import { withUsage } from '../_shared/generation/record-usage.ts';
import { generatePageRequest, validate } from '../_shared/generation/requests.ts';
import { generationHandler } from '../_shared/generation/serve.ts';

export function createHandler(deps: HandlerDeps | (() => HandlerDeps)) {
  return generationHandler(deps, async ({ caller, body, deps }) => {
    const request = validate(generatePageRequest, body);
    const { context, locale, brief, store, usage } = await loadCampaignBrief(deps, caller, request, 'page');
    const { campaign } = context;
    // The offline ranking: instant and free, so choosing a default never spends model credit.
    const template =
      request.template ?? campaign.template ?? recommendTemplatesOffline(readBrief(brief))[0].template;
    const generated = await withUsage(usage, () =>
      composeLandingPage(deps.provider, brief, template, {
        pageId: campaign.id,
        formAction: leadFormAction(deps.env),
      }),
    );
    const { document, html } = generated;
    const { versionId } = await store.saveGeneration(context, {
      content: document,
      design: null,
      html,
      template,
    });
    return {
      campaignId: campaign.id,
      locale,
      template,
      content: document,
      html,
      previousVersionId: versionId,
      usage: generated.usage,
    };
  });
}

export const handler = createHandler(() => defaultDeps());
