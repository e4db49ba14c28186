/** Brief → email content → Unlayer design → email-safe HTML: what generate-campaign stores. */

import type { AiProvider, AnyBrief, Usage } from '../ai/provider.ts';
import type { EmailContent } from '../content/email-content.ts';
import { buildEmailDesign } from '../email/build-design.ts';
import { renderDesign } from '../email/render-design.ts';
import type { UnlayerDesign } from '../email/unlayer-design.ts';

export interface GeneratedEmail {
  content: EmailContent;
  design: UnlayerDesign;
  html: string;
  usage: Usage;
}

export async function composeEmailCampaign(
  provider: AiProvider,
  brief: AnyBrief,
  /** Where the call to action points when the content has no link: the campaign's page or site. */
  fallbackUrl: string | undefined,
): Promise<GeneratedEmail> {
  const { value: content, usage } = await provider.generateEmailContent(brief);
  const design = buildEmailDesign({
    content,
    palette: brief.palette,
    mood: brief.mood ?? 'professional',
    sender: brief.sender,
    locale: brief.locale,
    fallbackUrl,
  });
  const html = renderDesign(design, { lang: brief.locale, title: content.subject });
  return { content, design, html, usage };
}
