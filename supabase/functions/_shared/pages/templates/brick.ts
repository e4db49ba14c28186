import { shade } from '../../color.ts';
import { random, round } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, lightBase, pageBase, raise } from '../theme/bases.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Construction and real estate: heavy uppercase type, a skyline with a crane, hazard stripes. */
export const brick: TemplateDesign = {
  fonts: { heading: 'industrial' },
  surfaces: (p) => {
    const page = pageBase(p, 0.92);
    const dark = shade(darker(p.secondary, p.primary), -0.2);
    return {
      page: { bg: page },
      card: { bg: raise(page, 0.6, page) },
      dark: { bg: dark, fg: page, btnBg: p.tertiary },
      site: { bg: p.tertiary, fg: dark, btnBg: dark },
    };
  },
  css: (ctx, s) => {
    const { tertiary } = ctx.palette;
    const dark = s.dark?.bg ?? '#000000';
    return `
.t-brick{--radius:0px}
.t-brick h1,.t-brick h2,.t-brick .feat-title,.t-brick .plan-name{text-transform:uppercase;font-weight:800;letter-spacing:-.01em}
.t-brick h1{font-size:clamp(2.6rem,8.5vw,5.6rem);line-height:.95}
.t-brick .btn{border-radius:0;text-transform:uppercase;letter-spacing:.06em}
.t-brick .brand-name{text-transform:uppercase;font-weight:800}
.br-hero{padding-bottom:0;overflow:hidden}
.br-grid{display:grid;gap:2rem;align-items:end}
.br-copy{padding-bottom:clamp(1rem,4vw,4rem)}
.br-copy .eyebrow{padding:.35rem .7rem;background:var(--btn-bg);color:var(--btn-fg)}
.br-skyline{align-self:end;aspect-ratio:6/5}
.br-skyline svg,.br-skyline .hero-img{width:100%;height:100%;display:block}
.br-hazard{height:22px;background:repeating-linear-gradient(-45deg,${tertiary} 0 22px,${dark} 22px 44px)}
.t-brick .features-numbered .feat{padding:1.75rem;border-left:8px solid var(--accent);background:var(--bg)}
.t-brick .feat-num{font-size:3.2rem;font-family:var(--font-h);color:var(--accent)}
.t-brick .quote{border:3px solid var(--fg);border-radius:0;box-shadow:8px 8px 0 var(--accent)}
.t-brick .plan{border:3px solid var(--fg);border-radius:0}
.t-brick .plan-badge{border-radius:0}
.t-brick .faq-item{border-bottom:2px solid var(--line)}
.t-brick .faq-item summary{text-transform:uppercase;font-size:1rem;letter-spacing:.02em}
.t-brick .lead-card{border-radius:0;box-shadow:12px 12px 0 ${dark}}
.t-brick .field input{border-radius:0;border-width:2px}
@media (min-width:960px){.br-grid{grid-template-columns:1.05fr .95fr;gap:3rem}}`;
  },
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'dark', heroless: 'page' },
      hero: brickHero,
      features: { variant: 'numbered', surface: 'page', itemSurface: 'card' },
      testimonials: { variant: 'cards', surface: 'page', itemSurface: 'card' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'card', featuredSurface: 'dark' },
      faq: { variant: 'columns', surface: 'page' },
      leadForm: { variant: 'split', surface: 'site', cardSurface: 'card' },
      footer: { surface: 'dark' },
    });
  },
};

function brickHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  return sectionFrame(
    index,
    ctx,
    { surface: 'dark', className: 'hero br-hero' },
    html`<div class="wrap br-grid">${heroCopy(section, index, ctx, { className: 'br-copy' })}<div class="br-skyline">${heroMedia(section, () => skylineArt(ctx))}</div></div><div class="br-hazard" aria-hidden="true"></div>`,
  );
}

/** Towers of seeded heights with lit windows, and a tower crane in the accent colour. */
function skylineArt(ctx: PageContext): SafeHtml {
  const { primary, tertiary, quaternary } = ctx.palette;
  const rand = random(ctx.seed);
  const windowLight = lightBase(primary, 0.85);
  const parts: string[] = [];
  let x = 10;
  while (x < 470) {
    const w = round(50 + rand() * 45);
    const h = round(140 + rand() * 220);
    const y = 500 - h;
    const body = rand() < 0.5 ? shade(quaternary, -0.45) : shade(quaternary, -0.25);
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${body}"/>`);
    for (let wy = y + 16; wy < 480; wy += 26) {
      for (let wx = x + 10; wx < x + w - 14; wx += 18) {
        if (rand() < 0.42)
          parts.push(`<rect x="${wx}" y="${wy}" width="8" height="12" fill="${windowLight}" opacity=".8"/>`);
      }
    }
    x += w + 8;
  }
  const crane = `<g stroke="${tertiary}" stroke-width="6" fill="none"><path d="M150 500V70M150 70H470M150 70l-60 0M150 120l60-50"/><path d="M420 70v110" stroke-width="3"/></g><rect x="405" y="180" width="30" height="22" fill="${tertiary}"/><rect x="78" y="62" width="26" height="26" fill="${tertiary}"/>`;
  return trustedMarkup(
    `<svg viewBox="0 0 480 500" preserveAspectRatio="xMidYMax meet" aria-hidden="true" focusable="false">${crane}${parts.join('')}</svg>`,
  );
}
