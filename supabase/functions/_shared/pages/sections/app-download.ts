import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, url } from '../html.ts';
import { sectionFrame, sectionHead } from './section-frame.ts';
import { paragraphs } from './text.ts';

/**
 * Store badges, one per link the page gives; without any, the section's button leads to the
 * form instead: no badge ever points to a store page that does not exist.
 */
export function appDownloadSection(
  section: SectionOf<'appDownload'>,
  index: number,
  ctx: PageContext,
  opts: { surface: string },
): SafeHtml {
  const { strings } = ctx;
  const badges = [
    section.appStoreUrl
      ? html`<a class="store-badge" href="${url(section.appStoreUrl)}"><small>${strings.appStoreLead}</small>App Store</a>`
      : '',
    section.googlePlayUrl
      ? html`<a class="store-badge" href="${url(section.googlePlayUrl)}"><small>${strings.googlePlayLead}</small>Google Play</a>`
      : '',
  ].filter((badge) => badge !== '');
  const actions = badges.length
    ? html`<div class="store-badges">${badges}</div>`
    : html`<p class="offer-cta"><a class="btn btn-lg" href="${url(ctx.defaultCtaHref)}">${section.ctaLabel}</a></p>`;
  return sectionFrame(
    index,
    ctx,
    { surface: opts.surface, className: 'app-dl' },
    html`<div class="wrap">${sectionHead(index, section.heading)}${paragraphs(section.body, 'offer-body')}${actions}</div>`,
  );
}

export const APP_DOWNLOAD_CSS = `.app-dl .wrap{text-align:center}.app-dl .sec-head{margin-inline:auto}
.store-badges{display:flex;flex-wrap:wrap;justify-content:center;gap:1rem;margin-top:2rem}
.store-badge{display:inline-flex;flex-direction:column;min-width:11rem;min-height:56px;padding:.5rem 1.4rem;border-radius:12px;background:var(--fg);color:var(--bg);text-decoration:none;font-weight:700;font-size:1.3rem;line-height:1.15;text-align:left}
.store-badge small{font-size:.75rem;font-weight:500}`;
