import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { sectionFrame, sectionHead } from './section-frame.ts';

/** 'menu' reads like a printed card (name, dotted leader, price); 'services' sets each on a card. */
export type MenuVariant = 'menu' | 'services';

/**
 * Drawn with the features section's classes, so every template's styling of its list applies and
 * a menu adds almost no CSS to the page.
 */
export function menuSection(
  section: SectionOf<'menu'>,
  index: number,
  ctx: PageContext,
  opts: { variant: MenuVariant; surface: string; itemSurface?: string },
): SafeHtml {
  const itemClass = opts.itemSurface ? ` s-${opts.itemSurface}` : '';
  const listVariant = opts.variant === 'menu' ? 'menu' : 'cards';
  const items = section.items.map(
    (item) =>
      html`<li class="feat${itemClass}"><div class="feat-body"><h3 class="feat-title"><span>${item.title}</span>${opts.variant === 'menu' ? html`<span class="leader" aria-hidden="true"></span>` : ''}${item.price ? html`<span class="menu-price">${item.price}</span>` : ''}</h3>${item.body ? html`<p>${item.body}</p>` : ''}</div></li>`,
  );
  return sectionFrame(
    index,
    ctx,
    { surface: opts.surface, className: `features features-${listVariant} menu menu-${opts.variant}` },
    html`<div class="wrap">${sectionHead(index, section.heading, section.intro)}<ul class="feat-list" role="list" data-count="${String(section.items.length)}">${items}</ul></div>`,
  );
}

export const MENU_CSS = `.menu-price{font-weight:700;white-space:nowrap}
.menu-services .feat-title{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem}`;
