/**
 * POST {campaignId, mode, prompt?, locale?, template?, section?, variation?} → the landing page
 * document written, rendered by its template as a preview and saved on the page (the earlier
 * content kept as a version). Without a template: the page's own, else the best fit for the brief.
 * With a section (an index in the current document, or 'seo'), only that part is replaced.
 */

import { readBrief } from '../_shared/ai/brief-facts.ts';
import { briefLanguageNote } from '../_shared/ai/brief-language.ts';
import { recommendTemplatesOffline } from '../_shared/ai/recommend-templates.ts';
import { loadCampaignBrief } from '../_shared/generation/campaign-brief.ts';
import { composeLandingPage } from '../_shared/generation/compose-page.ts';
import { defaultDeps, type HandlerDeps } from '../_shared/generation/deps.ts';
import { invalidRequest } from '../_shared/generation/errors.ts';
import { leadFormAction, publicPageUrl } from '../_shared/generation/links.ts';
import { pageRegeneration } from '../_shared/generation/page-parts.ts';
import { withUsage } from '../_shared/generation/record-usage.ts';
import { generatePageRequest } from '../_shared/generation/requests.ts';
import { generationHandler } from '../_shared/generation/serve.ts';
import { parseBody } from '../_shared/http/message-endpoint.ts';

export function createHandler(deps: HandlerDeps | (() => HandlerDeps)) {
  return generationHandler('generate-page', deps, async ({ caller, body, deps }) => {
    const request = parseBody(generatePageRequest, body);
    if (request.section !== undefined && request.template) {
      throw invalidRequest([
        {
          path: 'template',
          message: 'a section is regenerated in the page’s own template: regenerate everything to switch',
        },
      ]);
    }
    const { context, locale, brief, store, usage } = await loadCampaignBrief(deps, caller, request, 'page');
    const { campaign } = context;
    // Refused before any credit is spent.
    const regeneration =
      request.section !== undefined ? pageRegeneration(campaign.content, request.section) : null;
    // The offline ranking: instant and free, so choosing a default never spends model credit.
    const template =
      regeneration?.current.template ??
      request.template ??
      campaign.template ??
      recommendTemplatesOffline(readBrief(brief))[0].template;
    const generated = await withUsage(usage, (onCall) =>
      composeLandingPage(
        deps.provider,
        brief,
        template,
        { pageId: campaign.id, formAction: leadFormAction(deps.env) },
        {
          currentContent: campaign.content,
          regeneration,
          variation: request.variation,
          onCall,
          campaignUrl: publicPageUrl(deps.env, campaign.slug),
        },
      ),
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
      section: request.section ?? null,
      content: document,
      html,
      previousVersionId: versionId,
      usage: generated.usage,
      notice: generated.notice ?? null,
      flagged: generated.flagged ?? [],
      // Offline (or the offline draft after a model failed), a brief in the other language keeps
      // its facts in its own words (docs/generation.md).
      briefLanguage: briefLanguageNote(brief, generated.usage.provider),
    };
  });
}

export const handler = createHandler(() => defaultDeps());
