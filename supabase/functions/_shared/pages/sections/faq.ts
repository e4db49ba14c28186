import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { sectionFrame, sectionHead } from './section-frame.ts';
import { paragraphs } from './text.ts';

/** Native details/summary: expandable answers with no script, keyboard and screen reader ready. */
export function faqSection(
  section: SectionOf<'faq'>,
  index: number,
  ctx: PageContext,
  opts: { variant: 'accordion' | 'columns'; surface: string },
): SafeHtml {
  const items = section.items.map(
    (item) =>
      html`<details class="faq-item"><summary>${item.question}</summary><div class="faq-answer">${paragraphs(item.answer)}</div></details>`,
  );
  return sectionFrame(
    index,
    ctx,
    { surface: opts.surface, className: `faq faq-${opts.variant}` },
    html`<div class="wrap">${sectionHead(index, section.heading)}<div class="faq-list">${items}</div></div>`,
  );
}
