import { shade } from '../../color.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, pageBase, raise } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { readableOn } from '../theme/surface.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Café and bistro: a striped awning, a framed serif sign, and the offer on a chalkboard menu. */
export const bistro: TemplateDesign = {
  fonts: { heading: 'oldStyle', body: 'transitional' },
  surfaces: (p) => {
    const page = pageBase(p, 0.9);
    const board = shade(darker(p.secondary, p.primary), -0.15);
    return {
      page: { bg: page },
      card: { bg: raise(page, 0.55, page) },
      board: { bg: board, fg: page, accent: p.quaternary, line: p.quaternary, btnBg: page },
      wine: { bg: readableOn(p.tertiary, [page]), fg: page, btnBg: page },
    };
  },
  css: (ctx, s) => {
    const { tertiary } = ctx.palette;
    const page = s.page?.bg ?? '#ffffff';
    return `
.t-bistro h1,.t-bistro h2{font-weight:600;letter-spacing:0}
.t-bistro h1{font-size:clamp(2.4rem,6.5vw,4.2rem)}
.t-bistro .eyebrow{font-variant:small-caps;text-transform:lowercase;letter-spacing:.18em;font-size:1rem;font-weight:600}
.t-bistro .btn{border-radius:2px;letter-spacing:.06em}
.t-bistro .site-header .header-row{border-bottom:1px solid var(--line)}
.t-bistro .brand-name{font-style:italic}
.bi-awning{display:block;width:100%;height:56px}
.bi-hero{padding-top:0}
.bi-sign{margin:clamp(1.5rem,4vw,3rem) auto 0;max-width:52rem;text-align:center;padding:clamp(2rem,6vw,4rem) clamp(1.25rem,5vw,4rem);border:3px double var(--line);outline:1px solid var(--line);outline-offset:8px}
.bi-sign .lede{max-width:34rem;margin-inline:auto}
.bi-sign .hero-actions{justify-content:center}
.bi-ornament{color:var(--accent);display:block;width:180px;height:24px;margin:0 auto 1.25rem}
.bi-ornament.below{margin:1.25rem auto 1.5rem}
.bi-photo{max-width:52rem;margin:2.5rem auto 0;aspect-ratio:16/7;overflow:hidden;border-radius:2px}
.t-bistro .features .sec-head{text-align:center;margin-inline:auto}
.t-bistro .features .wrap{max-width:60rem}
.t-bistro .features-menu .feat-list{max-width:none;padding:clamp(1.5rem,5vw,3rem);border:1px solid var(--line);outline:1px solid var(--line);outline-offset:-10px}
.t-bistro .features-menu .feat-title{font-family:var(--font-h);font-size:1.35rem;font-style:italic}
.t-bistro .testimonials .wrap{max-width:56rem;text-align:center}
.t-bistro .testimonials .sec-head{margin-inline:auto}
.t-bistro .quote{border:0;align-items:center}
.t-bistro .quote blockquote{font-family:var(--font-h);font-style:italic;font-size:1.35rem}
.t-bistro .offer .sec-head h2{font-style:italic}
.t-bistro .plan{border:1px dashed var(--line);border-radius:2px}
.t-bistro .plan:not(.plan-featured){background:transparent}
.t-bistro .plan-price{font-family:var(--font-h);font-style:italic}
.t-bistro .faq .wrap{max-width:48rem}
.t-bistro .lead-card{border:3px double var(--line);border-radius:2px}
@media (min-width:860px){.t-bistro .features-menu .feat-list[data-count]{grid-template-columns:1fr 1fr;column-gap:3.5rem}}
.bi-stripe-a{fill:${tertiary}}.bi-stripe-b{fill:${blend(tertiary, page, 0.7)}}`;
  },
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: bistroHero,
      features: { variant: 'menu', surface: 'page' },
      menu: { variant: 'menu', surface: 'page' },
      testimonials: { variant: 'quotes', surface: 'card' },
      offer: { variant: 'plans', surface: 'board', featuredSurface: 'wine' },
      faq: { variant: 'accordion', surface: 'page' },
      leadForm: { variant: 'centered', surface: 'page', cardSurface: 'card' },
      footer: { surface: 'board' },
    });
  },
};

const ORNAMENT =
  '<svg class="bi-ornament{extra}" viewBox="0 0 180 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.5"><path d="M0 12h62M118 12h62"/><path d="M90 4l8 8-8 8-8-8z" fill="currentColor"/><path d="M66 12c6-8 12-8 16 0M114 12c-6-8-12-8-16 0"/></svg>';

function bistroHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  const scallops = Array.from({ length: 24 }, (_, i) => {
    const x = i * 60;
    return `<path class="bi-stripe-${i % 2 ? 'b' : 'a'}" d="M${x} 0h60v36a30 20 0 0 1-60 0z"/>`;
  }).join('');
  const awning = trustedMarkup(
    `<svg class="bi-awning" viewBox="0 0 1440 56" preserveAspectRatio="none" aria-hidden="true" focusable="false">${scallops}</svg>`,
  );
  const photo = section.imageUrl ? html`<div class="bi-photo">${heroMedia(section, () => html``)}</div>` : '';
  return sectionFrame(
    index,
    ctx,
    { surface: 'page', className: 'hero bi-hero' },
    html`${awning}<div class="wrap"><div class="bi-sign">${trustedMarkup(ORNAMENT.replace('{extra}', ''))}${heroCopy(section, index, ctx, { className: 'bi-copy' })}${trustedMarkup(ORNAMENT.replace('{extra}', ' below'))}</div>${photo}</div>`,
  );
}
