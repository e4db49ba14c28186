import { shade } from '../../color.ts';
import { random, round } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, lightBase, pageBase, raise } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Fintech and finance: calm whites, a dashboard card with a rising chart, tidy icon rows. */
export const finance: TemplateDesign = {
  surfaces: (p) => {
    const page = pageBase(p, 0.95);
    const ink = shade(darker(p.secondary, p.primary), -0.2);
    return {
      page: { bg: page },
      card: { bg: raise(page, 0.85, page) },
      mist: { bg: blend(page, p.quaternary, 0.4) },
      // The hero fades from the page into the mist: its text reads on both ends.
      dawn: { bg: page, bg2: blend(page, p.quaternary, 0.4) },
      ink: { bg: ink, fg: page, btnBg: p.tertiary },
    };
  },
  css: (ctx, s) => {
    const { tertiary } = ctx.palette;
    return `
.t-finance .site-header{border-bottom:1px solid var(--line)}
.fi-hero{background-image:linear-gradient(180deg,var(--bg),var(--bg2))}
.fi-grid{display:grid;gap:3rem;align-items:center}
.fi-copy h1{font-size:clamp(2.3rem,6vw,4rem)}
.fi-copy .eyebrow{display:inline-flex;align-items:center;gap:.5rem}
.fi-copy .eyebrow::before{content:"";width:.55rem;height:.55rem;border-radius:50%;background:${tertiary}}
.fi-board{position:relative;padding:1.25rem;border-radius:calc(var(--radius) + 8px);background:${s.card?.bg};box-shadow:0 40px 80px -40px rgba(12,35,64,.45),0 0 0 1px ${s.card?.line}}
.fi-board svg,.fi-board .hero-img{width:100%;height:auto;border-radius:var(--radius)}
.fi-badge{position:absolute;left:-1rem;bottom:-1.25rem;display:flex;align-items:center;gap:.6rem;padding:.8rem 1rem;border-radius:var(--radius);background:${s.card?.bg};box-shadow:0 20px 40px -20px rgba(12,35,64,.5)}
.fi-badge svg{width:28px;height:28px}
.fi-badge i{display:block;width:84px;height:8px;border-radius:4px;background:${s.page?.line}}
.t-finance .features-icons .feat{flex-direction:row;align-items:flex-start;gap:1.1rem;background:var(--bg)}
.t-finance .feat-mark{flex:none;width:44px;height:44px;border-radius:50%}
.t-finance .quote{background:var(--bg)}
.t-finance .plan-featured{box-shadow:0 30px 60px -30px rgba(12,35,64,.5)}
.t-finance .lead-card{box-shadow:0 30px 60px -30px rgba(12,35,64,.4);border:1px solid var(--line)}
@media (min-width:960px){.fi-grid{grid-template-columns:1fr 1fr;gap:4.5rem}}`;
  },
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: financeHero,
      features: { variant: 'icons', surface: 'mist', itemSurface: 'card' },
      testimonials: { variant: 'cards', surface: 'page', itemSurface: 'card' },
      offer: { variant: 'plans', surface: 'mist', planSurface: 'card', featuredSurface: 'ink' },
      faq: { variant: 'columns', surface: 'page' },
      leadForm: { variant: 'split', surface: 'ink', cardSurface: 'card' },
      footer: { surface: 'page' },
    });
  },
};

function financeHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  const { tertiary } = ctx.palette;
  const check = trustedMarkup(
    `<svg viewBox="0 0 28 28" aria-hidden="true" focusable="false"><circle cx="14" cy="14" r="14" fill="${tertiary}"/><path d="M8 14.5l4 4 8-9" stroke="#ffffff" stroke-width="2.5" fill="none"/></svg>`,
  );
  return sectionFrame(
    index,
    ctx,
    { surface: 'dawn', className: 'hero fi-hero' },
    html`<div class="wrap fi-grid">${heroCopy(section, index, ctx, { className: 'fi-copy' })}<div class="fi-board">${heroMedia(section, () => dashboardArt(ctx))}<span class="fi-badge" aria-hidden="true">${check}<i></i></span></div></div>`,
  );
}

/** A dashboard without numbers: a rising area chart, a donut and bars (nothing to misquote). */
function dashboardArt(ctx: PageContext): SafeHtml {
  const { primary, tertiary, quaternary, secondary } = ctx.palette;
  const rand = random(ctx.seed);
  const points = Array.from({ length: 9 }, (_, i) => ({
    x: 20 + i * 50,
    y: round(200 - i * 16 - rand() * 30),
  }));
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join('');
  const bars = Array.from({ length: 6 }, (_, i) => {
    const height = round(30 + rand() * 60);
    return `<rect x="${262 + i * 30}" y="${330 - height}" width="18" height="${height}" rx="4" fill="${i === 5 ? tertiary : quaternary}"/>`;
  }).join('');
  const panel = lightBase(primary, 0.97);
  return trustedMarkup(`<svg viewBox="0 0 460 350" aria-hidden="true" focusable="false">
<defs><linearGradient id="fi-area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tertiary}" stop-opacity=".35"/><stop offset="1" stop-color="${tertiary}" stop-opacity="0"/></linearGradient></defs>
<rect width="460" height="350" rx="10" fill="${panel}"/>
<rect x="20" y="18" width="120" height="10" rx="5" fill="${shade(secondary, 0.3)}" opacity=".8"/><rect x="20" y="36" width="70" height="8" rx="4" fill="${quaternary}"/>
<g stroke="${quaternary}" stroke-width="1">${[80, 130, 180, 230].map((y) => `<path d="M20 ${y}H440"/>`).join('')}</g>
<path d="${line}L420 240L20 240Z" fill="url(#fi-area)"/>
<path d="${line}" stroke="${tertiary}" stroke-width="3.5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
<circle cx="${points[8]?.x}" cy="${points[8]?.y}" r="6" fill="${panel}" stroke="${tertiary}" stroke-width="3"/>
<circle cx="90" cy="300" r="34" fill="none" stroke="${quaternary}" stroke-width="12"/>
<circle cx="90" cy="300" r="34" fill="none" stroke="${tertiary}" stroke-width="12" stroke-dasharray="150 214" transform="rotate(-90 90 300)"/>
<rect x="150" y="282" width="80" height="9" rx="4" fill="${quaternary}"/><rect x="150" y="300" width="56" height="9" rx="4" fill="${quaternary}"/>
${bars}
</svg>`);
}
