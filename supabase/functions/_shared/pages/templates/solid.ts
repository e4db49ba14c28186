import { shade } from '../../color.ts';
import { random } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, lightBase, pageBase, raise } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Corporate and B2B: ruled grid backgrounds, square corners, a modular diagram, bordered cells. */
export const solid: TemplateDesign = {
  surfaces: (p) => {
    const page = pageBase(p, 0.96);
    const navy = shade(darker(p.secondary, p.primary), -0.25);
    return {
      page: { bg: page },
      band: { bg: blend(page, p.quaternary, 0.35) },
      card: { bg: raise(page, 0.8, page) },
      navy: { bg: navy, fg: page, btnBg: p.tertiary },
    };
  },
  css: (ctx, s) => `
.t-solid{--radius:${Math.min(4, ctx.mood.radius)}px}
.t-solid .btn{border-radius:3px}
.t-solid .site-header{border-bottom:1px solid var(--line)}
.t-solid .eyebrow{padding-left:.8rem;border-left:3px solid var(--accent)}
.so-hero{background-image:linear-gradient(${s.page?.line} 1px,transparent 1px),linear-gradient(90deg,${s.page?.line} 1px,transparent 1px);background-size:48px 48px;background-position:-1px -1px;border-bottom:1px solid var(--line)}
.so-grid{display:grid;gap:2.5rem;align-items:center}
.so-copy{background:var(--bg);padding:1.5rem 0}
.so-copy h1{font-size:clamp(2.3rem,6vw,4rem)}
.so-diagram{background:${s.navy?.bg};border-radius:4px;aspect-ratio:5/4;overflow:hidden;box-shadow:16px 16px 0 ${s.band?.bg}}
.so-diagram svg,.so-diagram .hero-img{width:100%;height:100%}
.t-solid .features .feat-list{gap:0;border-top:1px solid var(--line);border-left:1px solid var(--line)}
.t-solid .features .feat{padding:2rem;border-right:1px solid var(--line);border-bottom:1px solid var(--line);background:var(--bg)}
.t-solid .feat-num{font-family:var(--font-b);font-size:.9rem;font-weight:700;letter-spacing:.1em}
.t-solid .feat-num::after{content:"";display:block;width:2rem;height:3px;margin-top:.75rem;background:var(--accent)}
.t-solid .quote{border:0;border-left:4px solid var(--accent);border-radius:0;background:var(--bg)}
.t-solid .plan{border-radius:4px;border-top:4px solid var(--accent)}
.t-solid .plan-featured{border-top-color:var(--btn-bg)}
.t-solid .lead-card{border-radius:4px}
.t-solid .faq-item summary{font-size:1.05rem}
@media (min-width:960px){.so-grid{grid-template-columns:1.1fr .9fr;gap:4rem}.so-copy{padding:2rem 2rem 2rem 0}}`,
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: solidHero,
      features: { variant: 'numbered', surface: 'page', itemSurface: 'card' },
      testimonials: { variant: 'quotes', surface: 'band', itemSurface: 'card' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'card', featuredSurface: 'band' },
      faq: { variant: 'columns', surface: 'page' },
      leadForm: { variant: 'split', surface: 'navy', cardSurface: 'card' },
      footer: { surface: 'navy' },
    });
  },
};

function solidHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  return sectionFrame(
    index,
    ctx,
    { surface: 'page', className: 'hero so-hero' },
    html`<div class="wrap so-grid">${heroCopy(section, index, ctx, { className: 'so-copy' })}<div class="so-diagram">${heroMedia(section, () => moduleDiagram(ctx))}</div></div>`,
  );
}

/** Modules on a grid, linked by lines, some lit in the accent: "systems that fit together". */
function moduleDiagram(ctx: PageContext): SafeHtml {
  const { primary, tertiary, quaternary } = ctx.palette;
  const rand = random(ctx.seed);
  const cells: string[] = [];
  const links: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 40 + col * 88;
      const y = 40 + row * 88;
      const lit = rand() < 0.28;
      const filled = lit ? tertiary : rand() < 0.5 ? shade(quaternary, -0.55) : 'none';
      cells.push(
        `<rect x="${x}" y="${y}" width="64" height="64" rx="3" fill="${filled}" stroke="${lit ? tertiary : shade(quaternary, -0.2)}" stroke-width="2" opacity="${lit ? 1 : 0.7}"/>`,
      );
      if (col < 4 && rand() < 0.5)
        links.push(`<path d="M${x + 64} ${y + 32}h24" stroke="${quaternary}" stroke-width="2"/>`);
      if (row < 3 && rand() < 0.4)
        links.push(`<path d="M${x + 32} ${y + 64}v24" stroke="${quaternary}" stroke-width="2"/>`);
    }
  }
  return trustedMarkup(`<svg viewBox="0 0 480 384" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
${links.join('')}${cells.join('')}<circle cx="436" cy="344" r="6" fill="${lightBase(primary, 0.9)}"/></svg>`);
}
