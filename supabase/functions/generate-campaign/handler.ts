/**
 * POST {campaignId, mode: 'brief' | 'express', prompt?, locale?, section?, variation?} → the email
 * written, laid out as Unlayer design JSON, rendered to email-safe HTML and saved on the campaign
 * (the earlier content kept as a version). With a section, only that part of the current content
 * is replaced and the whole email laid out again.
 */

import { briefLanguageNote } from '../_shared/ai/brief-language.ts';
import { loadCampaignBrief } from '../_shared/generation/campaign-brief.ts';
import { composeEmailCampaign } from '../_shared/generation/compose-email.ts';
import { defaultDeps, type HandlerDeps } from '../_shared/generation/deps.ts';
import { emailRegeneration } from '../_shared/generation/email-parts.ts';
import { emailFallbackUrl } from '../_shared/generation/links.ts';
import { withUsage } from '../_shared/generation/record-usage.ts';
import { generateCampaignRequest } from '../_shared/generation/requests.ts';
import { generationHandler } from '../_shared/generation/serve.ts';
import { imagesForEmail } from '../_shared/generation/workspace-images.ts';
import { parseBody } from '../_shared/http/message-endpoint.ts';

export function createHandler(deps: HandlerDeps | (() => HandlerDeps)) {
  return generationHandler('generate-campaign', deps, async ({ caller, body, deps }) => {
    const request = parseBody(generateCampaignRequest, body);
    const { context, locale, brief, store, usage } = await loadCampaignBrief(deps, caller, request, 'email');
    const { campaign } = context;
    // Refused before any credit is spent.
    const regeneration = request.section ? emailRegeneration(campaign.content, request.section) : null;
    const fallbackUrl = emailFallbackUrl(deps.env, campaign, brief.sender.website);
    const images = await imagesForEmail(store, context);
    const generated = await withUsage(usage, (onCall) =>
      composeEmailCampaign(deps.provider, brief, fallbackUrl, {
        currentContent: campaign.content,
        regeneration,
        variation: request.variation,
        onCall,
        campaignUrl: fallbackUrl,
        images,
      }),
    );
    const { content, design, html } = generated;
    const { versionId } = await store.saveGeneration(context, {
      content,
      design,
      html,
      subject: content.subject,
      preheader: content.preheader,
    });
    return {
      campaignId: campaign.id,
      locale,
      section: request.section ?? null,
      subject: content.subject,
      preheader: content.preheader,
      content,
      design,
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
