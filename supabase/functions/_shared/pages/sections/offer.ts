import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, url } from '../html.ts';
import { sectionFrame, sectionHead } from './section-frame.ts';
import { paragraphs } from './text.ts';

/** 'plans' shows price cards; 'ticket' a single admission-style card; 'banner' a wide call. */
export type OfferVariant = 'plans' | 'ticket' | 'banner';

type Plan = SectionOf<'offer'>['plans'][number];

function plan(
  p: Plan,
  ctx: PageContext,
  cta: string,
  opts: { planSurface?: string; featuredSurface?: string },
) {
  const surface = p.highlighted ? opts.featuredSurface : opts.planSurface;
  return html`<article class="plan${p.highlighted ? ' plan-featured' : ''}${surface ? ` s-${surface}` : ''}">
${p.highlighted ? html`<p class="plan-badge">${ctx.strings.mostPopular}</p>` : ''}
<h3 class="plan-name">${p.name}</h3>
${p.price ? html`<p class="plan-price">${p.price}</p>` : ''}
${p.features.length ? html`<ul class="plan-features">${p.features.map((f) => html`<li>${f}</li>`)}</ul>` : ''}
<a class="btn${p.highlighted ? '' : ' btn-ghost'}" href="${url(ctx.defaultCtaHref)}">${cta}</a>
</article>`;
}

export function offerSection(
  section: SectionOf<'offer'>,
  index: number,
  ctx: PageContext,
  opts: { variant: OfferVariant; surface: string; planSurface?: string; featuredSurface?: string },
): SafeHtml {
  const plans = section.plans.length
    ? html`<div class="plans" data-count="${String(section.plans.length)}">${section.plans.map((p) => plan(p, ctx, section.ctaLabel, opts))}</div>`
    : html`<p class="offer-cta"><a class="btn btn-lg" href="${url(ctx.defaultCtaHref)}">${section.ctaLabel}</a></p>`;
  return sectionFrame(
    index,
    ctx,
    { surface: opts.surface, className: `offer offer-${opts.variant}` },
    html`<div class="wrap"><div class="offer-intro">${sectionHead(index, section.heading)}${paragraphs(section.body, 'offer-body')}</div>${plans}</div>`,
  );
}
