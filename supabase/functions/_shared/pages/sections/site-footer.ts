import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { brand } from './site-header.ts';
import { paragraphs } from './text.ts';

/**
 * Legal lines without those that only repeat the sender's name and postal address, which the
 * footer's brand column already shows (generated legal text often ends with them).
 */
function legalWithoutSender(
  legal: string,
  sender: { organizationName: string; postalAddress: string },
): string {
  const address = sender.postalAddress.replace(/\s*\n\s*/g, ', ').trim();
  return legal
    .split(/\n+/)
    .filter((line) => {
      let rest = line;
      for (const known of [address, sender.organizationName.trim()])
        if (known) rest = rest.replace(known, '');
      return /[\p{L}\p{N}]/u.test(rest) || rest === line;
    })
    .join('\n');
}

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
<div class="footer-legal">${section?.legal ? paragraphs(legalWithoutSender(section.legal, sender)) : ''}<p class="footer-copy">© ${sender.organizationName}. ${ctx.strings.allRightsReserved}</p></div>
<a class="footer-top" href="#top">${ctx.strings.backToTop}</a>
</div></footer>`;
}
