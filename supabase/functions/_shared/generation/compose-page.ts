/**
 * Brief → page document → the template's HTML, stored as the page's preview. A part regeneration
 * merges the fresh part into the current document, then renders the whole page again.
 */

import type { AiProvider, AnyBrief, Generated, GenerationOptions, Usage } from '../ai/provider.ts';
import type { PageTemplate } from '../content/brief.ts';
import type { PageDocument } from '../content/page-document.ts';
import { renderPage } from '../pages/render-page.ts';
import { storedPageShape } from './content-shapes.ts';
import { sameJson, writeFresh } from './fresh-content.ts';
import { type PageRegeneration, pagePartName, pagePartText, replacePagePart } from './page-parts.ts';

export interface GeneratedPage {
  document: PageDocument;
  html: string;
  usage: Usage;
  notice?: Generated<unknown>['notice'];
  flagged?: Generated<unknown>['flagged'];
}

export interface PagePreviewOptions {
  pageId: string;
  /** The submit-lead function; the public-page function renders the live page with its own state. */
  formAction: string;
}

export interface PageGeneration {
  /** The page's document now (null before the first generation). */
  currentContent: unknown;
  regeneration?: PageRegeneration | null;
  variation?: string;
  onCall?: GenerationOptions['onCall'];
  /** The campaign's own page, the link a model's copy may keep besides the brief's own. */
  campaignUrl?: string;
}

export function renderPagePreview(
  document: PageDocument,
  brief: AnyBrief,
  options: PagePreviewOptions,
): string {
  return renderPage(document, {
    palette: brief.palette,
    mood: brief.mood ?? 'professional',
    locale: brief.locale,
    sender: brief.sender,
    formAction: options.formAction,
    pageId: options.pageId,
    // The preview shows the form as visitors will see it once the page is live; no script runs.
    leadFormActive: true,
    preview: true,
  });
}

function currentWords(generation: PageGeneration): GenerationOptions['current'] {
  const { regeneration } = generation;
  if (regeneration) {
    return {
      part: pagePartName(regeneration.current, regeneration.part),
      text: pagePartText(regeneration.current, regeneration.part),
    };
  }
  const whole = storedPageShape.safeParse(generation.currentContent);
  if (!whole.success) return undefined;
  return { part: 'SEO title', text: whole.data.seo.title };
}

export async function composeLandingPage(
  provider: AiProvider,
  brief: AnyBrief,
  template: PageTemplate,
  options: PagePreviewOptions,
  generation: PageGeneration = { currentContent: null },
): Promise<GeneratedPage> {
  const { regeneration } = generation;
  // The template chosen is the one rendered, whatever a model wrote in the document.
  const merge = (fresh: PageDocument): PageDocument =>
    regeneration ? replacePagePart(regeneration.current, fresh, regeneration.part) : { ...fresh, template };
  const { value, usage, notice, flagged } = await writeFresh(
    provider,
    {
      variation: generation.variation,
      current: currentWords(generation),
      onCall: generation.onCall,
      campaignUrl: generation.campaignUrl,
    },
    (asked) => provider.generatePageDocument(brief, template, asked),
    (fresh) => sameJson(merge(fresh), generation.currentContent),
  );
  const document = merge(value);
  return { document, html: renderPagePreview(document, brief, options), usage, notice, flagged };
}
