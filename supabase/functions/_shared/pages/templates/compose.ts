import type { PageSection } from '../../content/page-document.ts';
import { headingId, type PageContext, type SectionOf } from '../context.ts';
import { html, joinHtml, type SafeHtml } from '../html.ts';
import { fallbackTitle } from '../sections/site-header.ts';

type Renderer<T extends PageSection['type']> = (
  section: SectionOf<T>,
  index: number,
  ctx: PageContext,
) => SafeHtml;

/** A template's renderer per section type (the footer is drawn outside <main>). */
export type SectionRenderers = { [T in Exclude<PageSection['type'], 'footer'>]: Renderer<T> };

/** The sections of <main> in document order, each drawn by the template's renderer for its type. */
export function renderSections(ctx: PageContext, renderers: SectionRenderers): SafeHtml {
  const parts = ctx.document.sections.map((section, index) => {
    if (section.type === 'footer') return null;
    const render = renderers[section.type] as Renderer<typeof section.type>;
    return render(section, index, ctx);
  });
  const hasHero = ctx.document.sections.some((s) => s.type === 'hero');
  return html`${hasHero ? '' : fallbackTitle(ctx)}${joinHtml(parts.filter((p): p is SafeHtml => p !== null))}`;
}

export function footerSection(ctx: PageContext): SectionOf<'footer'> | undefined {
  return ctx.document.sections.find((s): s is SectionOf<'footer'> => s.type === 'footer');
}

export function firstHero(ctx: PageContext): SectionOf<'hero'> | undefined {
  return ctx.document.sections.find((s): s is SectionOf<'hero'> => s.type === 'hero');
}

export function heroCtaHref(section: SectionOf<'hero'>, ctx: PageContext): string {
  return section.ctaUrl || ctx.defaultCtaHref;
}

/** The page's <main>, target of the skip link. */
export function mainContent(ctx: PageContext, renderers: SectionRenderers): SafeHtml {
  return html`<main id="main" tabindex="-1">${renderSections(ctx, renderers)}</main>`;
}

/** The first hero carries the page's only h1; any later hero gets an h2. */
export function heroHeading(
  section: SectionOf<'hero'>,
  index: number,
  ctx: PageContext,
  className = 'hero-title',
): SafeHtml {
  const first = ctx.document.sections.findIndex((s) => s.type === 'hero') === index;
  return first
    ? html`<h1 id="${headingId(index)}" class="${className}">${section.headline}</h1>`
    : html`<h2 id="${headingId(index)}" class="${className}">${section.headline}</h2>`;
}
