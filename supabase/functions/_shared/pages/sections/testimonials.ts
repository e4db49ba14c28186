import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { sectionFrame, sectionHead } from './section-frame.ts';

/** Quotes exist only when a user typed them in; the generator never invents testimonials. */
export type TestimonialsVariant = 'cards' | 'spotlight' | 'quotes';

function quote(item: SectionOf<'testimonials'>['items'][number], itemClass: string): SafeHtml {
  return html`<figure class="quote${itemClass}"><blockquote><p>${item.quote}</p></blockquote><figcaption><span class="quote-author">${item.author}</span>${item.role ? html`<span class="quote-role">${item.role}</span>` : ''}</figcaption></figure>`;
}

export function testimonialsSection(
  section: SectionOf<'testimonials'>,
  index: number,
  ctx: PageContext,
  opts: { variant: TestimonialsVariant; surface: string; itemSurface?: string },
): SafeHtml {
  const itemClass = opts.itemSurface ? ` s-${opts.itemSurface}` : '';
  return sectionFrame(
    index,
    ctx,
    { surface: opts.surface, className: `testimonials testimonials-${opts.variant}` },
    html`<div class="wrap">${sectionHead(index, section.heading)}<div class="quote-list" data-count="${String(section.items.length)}">${section.items.map((item) => quote(item, itemClass))}</div></div>`,
  );
}
