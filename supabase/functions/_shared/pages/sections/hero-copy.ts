import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, url } from '../html.ts';
import { heroCtaHref, heroHeading } from '../templates/compose.ts';

/** Eyebrow, headline, subheadline and call to action: the words every hero carries. */
export function heroCopy(
  section: SectionOf<'hero'>,
  index: number,
  ctx: PageContext,
  opts: { className: string; eyebrowClass?: string; buttonClass?: string; after?: SafeHtml },
): SafeHtml {
  return html`<div class="${opts.className}">
${section.eyebrow ? html`<p class="eyebrow${opts.eyebrowClass ? ` ${opts.eyebrowClass}` : ''}">${section.eyebrow}</p>` : ''}${heroHeading(section, index, ctx)}
${section.subheadline ? html`<p class="lede">${section.subheadline}</p>` : ''}
<div class="hero-actions"><a class="btn btn-lg${opts.buttonClass ? ` ${opts.buttonClass}` : ''}" href="${url(heroCtaHref(section, ctx))}">${section.ctaLabel}</a></div>${opts.after ?? ''}
</div>`;
}

/** The uploaded hero image when there is one, else the template's palette art. */
export function heroMedia(section: SectionOf<'hero'>, art: () => SafeHtml): SafeHtml {
  return section.imageUrl ? html`<img class="hero-img" src="${url(section.imageUrl)}" alt="">` : art();
}
