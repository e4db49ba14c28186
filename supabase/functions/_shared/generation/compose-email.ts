/**
 * Brief → email content → Unlayer design → email-safe HTML: what generate-campaign stores. A part
 * regeneration merges the fresh part into the current content, then lays the whole email out again.
 */

import type { AiProvider, AnyBrief, Generated, GenerationOptions, Usage } from '../ai/provider.ts';
import type { EmailContent } from '../content/email-content.ts';
import { buildEmailDesign, type EmailImage } from '../email/build-design.ts';
import { renderDesign } from '../email/render-design.ts';
import { socialLinksIn } from '../email/social-links.ts';
import type { UnlayerDesign } from '../email/unlayer-design.ts';
import { storedEmailShape } from './content-shapes.ts';
import { type EmailRegeneration, emailPartName, emailPartText, replaceEmailPart } from './email-parts.ts';
import { sameJson, writeFresh } from './fresh-content.ts';

export interface GeneratedEmail {
  content: EmailContent;
  design: UnlayerDesign;
  html: string;
  usage: Usage;
  notice?: Generated<unknown>['notice'];
  flagged?: Generated<unknown>['flagged'];
}

export interface EmailGeneration {
  /** The campaign's content now, whatever it is (null before the first generation). */
  currentContent: unknown;
  /** Set when one part is regenerated alone. */
  regeneration?: EmailRegeneration | null;
  variation?: string;
  onCall?: GenerationOptions['onCall'];
  /** The campaign's own page, the link a model's copy may keep besides the brief's own. */
  campaignUrl?: string;
  /** The workspace's pictures for the hero and beside the points (workspace-images.ts). */
  images?: EmailImage[];
}

/** The same builder and renderer for a first generation, a regeneration and a part of one. */
export function layoutEmail(
  content: EmailContent,
  brief: AnyBrief,
  fallbackUrl: string | undefined,
  images: EmailImage[] = [],
): { design: UnlayerDesign; html: string } {
  const written = 'prompt' in brief ? [brief.prompt] : [brief.description, brief.branding];
  const design = buildEmailDesign({
    content,
    palette: brief.palette,
    mood: brief.mood ?? 'professional',
    sender: brief.sender,
    locale: brief.locale,
    fallbackUrl,
    images,
    socialLinks: socialLinksIn([...written, brief.sender.website]),
  });
  const html = renderDesign(design, { lang: brief.locale, title: content.subject });
  return { design, html };
}

/** The words being replaced, for a model asked for something different. */
function currentWords(generation: EmailGeneration): GenerationOptions['current'] {
  const { regeneration } = generation;
  if (regeneration) {
    return {
      part: emailPartName(regeneration.part),
      text: emailPartText(regeneration.current, regeneration.part),
    };
  }
  const whole = storedEmailShape.safeParse(generation.currentContent);
  if (!whole.success) return undefined;
  return { part: 'subject and headline', text: `${whole.data.subject}\n${whole.data.headline}` };
}

export async function composeEmailCampaign(
  provider: AiProvider,
  brief: AnyBrief,
  /** Where the call to action points when the content has no link: the campaign's page or site. */
  fallbackUrl: string | undefined,
  generation: EmailGeneration = { currentContent: null },
): Promise<GeneratedEmail> {
  const { regeneration } = generation;
  const merge = (fresh: EmailContent) =>
    regeneration ? replaceEmailPart(regeneration.current, fresh, regeneration.part) : fresh;
  const { value, usage, notice, flagged } = await writeFresh(
    provider,
    {
      variation: generation.variation,
      current: currentWords(generation),
      onCall: generation.onCall,
      campaignUrl: generation.campaignUrl,
    },
    (options) => provider.generateEmailContent(brief, options),
    (fresh) => sameJson(merge(fresh), generation.currentContent),
  );
  const content = merge(value);
  return { content, ...layoutEmail(content, brief, fallbackUrl, generation.images), usage, notice, flagged };
}
