import { safeUrl } from '../../escape.ts';
import type { PageContext } from '../context.ts';
import { html, type SafeHtml, url } from '../html.ts';

/** The organisation's logo when uploaded (and its URL is safe), else its name in the heading font. */
export function brand(ctx: PageContext): SafeHtml {
  const { sender } = ctx.options;
  return sender.logoUrl && safeUrl(sender.logoUrl) !== '#'
    ? html`<img class="brand-logo" src="${url(sender.logoUrl)}" alt="${ctx.strings.logoAlt(sender.organizationName)}" height="40">`
    : html`<span class="brand-name">${sender.organizationName}</span>`;
}

/** Top bar: brand and, when there is somewhere to go, the hero's call to action repeated. */
export function siteHeader(
  ctx: PageContext,
  opts: { surface: string; ctaLabel?: string; className?: string },
) {
  const cta = opts.ctaLabel
    ? html`<a class="btn btn-sm header-cta" href="${url(ctx.defaultCtaHref)}">${opts.ctaLabel}</a>`
    : '';
  return html`<header class="site-header s-${opts.surface}${opts.className ? ` ${opts.className}` : ''}"><div class="wrap header-row"><a class="brand" href="#top">${brand(ctx)}</a>${cta}</div></header>`;
}

/** Without a hero the page still needs its one h1: the SEO title, kept for screen readers. */
export function fallbackTitle(ctx: PageContext): SafeHtml {
  return html`<h1 class="sr-only">${ctx.document.seo.title}</h1>`;
}
