import { LEAD_FORM_ANCHOR, type PageContext, type SectionOf } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { leadFormBody } from './lead-form.ts';
import { sectionFrame, sectionHead } from './section-frame.ts';

/** 'split' puts the pitch beside the form, 'centered' stacks them, both with the form on a card. */
export function leadSection(
  section: SectionOf<'leadForm'>,
  index: number,
  ctx: PageContext,
  opts: { variant: 'split' | 'centered'; surface: string; cardSurface: string },
): SafeHtml {
  return sectionFrame(
    index,
    ctx,
    { surface: opts.surface, className: `lead lead-${opts.variant}`, id: LEAD_FORM_ANCHOR },
    html`<div class="wrap"><div class="lead-copy">${sectionHead(index, section.heading, section.body)}</div><div class="lead-card s-${opts.cardSurface}">${leadFormBody(section, ctx)}</div></div>`,
  );
}
