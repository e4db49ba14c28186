import { glyph } from '../art/glyphs.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { sectionFrame, sectionHead } from './section-frame.ts';

/** How feature items are marked; each template picks the one that fits its business. */
export type FeaturesVariant = 'cards' | 'numbered' | 'menu' | 'split' | 'timeline' | 'icons';

function marker(variant: FeaturesVariant, i: number): SafeHtml | '' {
  switch (variant) {
    case 'numbered':
    case 'timeline':
      return html`<span class="feat-num" aria-hidden="true">${String(i + 1).padStart(2, '0')}</span>`;
    case 'cards':
    case 'icons':
    case 'split':
      return html`<span class="feat-mark">${glyph(i)}</span>`;
    case 'menu':
      return '';
  }
}

function itemTitle(variant: FeaturesVariant, title: string): SafeHtml {
  // A menu reads "Dish ........" like a printed card; the leader is decoration only.
  return variant === 'menu'
    ? html`<h3 class="feat-title"><span>${title}</span><span class="leader" aria-hidden="true"></span></h3>`
    : html`<h3 class="feat-title">${title}</h3>`;
}

export function featuresSection(
  section: SectionOf<'features'>,
  index: number,
  ctx: PageContext,
  opts: { variant: FeaturesVariant; surface: string; itemSurface?: string },
): SafeHtml {
  const itemClass = opts.itemSurface ? ` s-${opts.itemSurface}` : '';
  const items = section.items.map(
    (item, i) =>
      html`<li class="feat${itemClass}">${marker(opts.variant, i)}<div class="feat-body">${itemTitle(opts.variant, item.title)}<p>${item.body}</p></div></li>`,
  );
  return sectionFrame(
    index,
    ctx,
    { surface: opts.surface, className: `features features-${opts.variant}` },
    html`<div class="wrap">${sectionHead(index, section.heading, section.intro)}<ul class="feat-list" role="list" data-count="${String(section.items.length)}">${items}</ul></div>`,
  );
}
