/** Brief → page document → the template's HTML, stored as the page's preview. */

import type { AiProvider, AnyBrief, Usage } from '../ai/provider.ts';
import type { PageTemplate } from '../content/brief.ts';
import type { PageDocument } from '../content/page-document.ts';
import { renderPage } from '../pages/render-page.ts';

export interface GeneratedPage {
  document: PageDocument;
  html: string;
  usage: Usage;
}

export interface PagePreviewOptions {
  pageId: string;
  /** The submit-lead function; the public-page function renders the live page with its own state. */
  formAction: string;
}

export async function composeLandingPage(
  provider: AiProvider,
  brief: AnyBrief,
  template: PageTemplate,
  options: PagePreviewOptions,
): Promise<GeneratedPage> {
  const { value, usage } = await provider.generatePageDocument(brief, template);
  // The template chosen is the one rendered, whatever a model wrote in the document.
  const document: PageDocument = { ...value, template };
  const html = renderPage(document, {
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
  return { document, html, usage };
}
