import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { brand } from './site-header.ts';
import { paragraphs } from './text.ts';

/** Who runs the page and the legal text: the sender's name and postal address always show. */
export function siteFooter(
  section: SectionOf<'footer'> | undefined,
  ctx: PageContext,
  opts: { surface: string; className?: string },
): SafeHtml {
  const { sender } = ctx.options;
  const preview =
    ctx.options.preview && section
      ? html` data-section-index="${String(ctx.document.sections.indexOf(section))}"`
      : '';
  return html`<footer class="site-footer s-${opts.surface}${opts.className ? ` ${opts.className}` : ''}"${preview}><div class="wrap footer-grid">
<div class="footer-brand">${brand(ctx)}${sender.postalAddress ? html`<address>${paragraphs(sender.postalAddress)}</address>` : ''}</div>
<div class="footer-legal">${section?.legal ? paragraphs(section.legal) : ''}<p class="footer-copy">© ${sender.organizationName}. ${ctx.strings.allRightsReserved}</p></div>
<a class="footer-top" href="#top">${ctx.strings.backToTop}</a>
</div></footer>`;
}
