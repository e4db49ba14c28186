import { shade } from '../../color.ts';
import { random, round } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, pageBase, raise } from '../theme/bases.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Agency / SaaS: a bold split hero with a geometric art panel, crisp cards, dark proof band. */
export const avilon: TemplateDesign = {
  surfaces: (p) => {
    const page = pageBase(p, 0.94);
    const dark = shade(darker(p.secondary, p.primary), -0.35);
    return {
      page: { bg: page },
      card: { bg: raise(page, 0.7, page) },
      band: { bg: dark, fg: page, btnBg: p.tertiary },
      lead: { bg: raise(p.tertiary, 0.88, page) },
      foot: { bg: dark, fg: page, btnBg: p.tertiary },
    };
  },
  css: (_ctx, s) => `
.t-avilon h1{font-size:clamp(2.6rem,8vw,5.1rem);line-height:1.02}
.av-hero{padding-block:clamp(1.5rem,5vw,4rem) var(--space)}
.av-grid{display:grid;gap:2.5rem;align-items:center}
.av-copy .lede{font-size:clamp(1.1rem,2vw,1.3rem);max-width:34rem}
.av-art{position:relative;border-radius:calc(var(--radius) * 2);overflow:hidden;aspect-ratio:5/4;background:${s.band?.bg}}
.av-art svg{width:100%;height:100%}
.av-art .hero-img{position:absolute;inset:0}
.t-avilon .features .feat{box-shadow:0 24px 48px -36px rgba(0,0,0,.45)}
.t-avilon .feat-mark{background:${s.band?.bg}}
.t-avilon .feat-mark svg{fill:${s.band?.btnBg}}
.t-avilon .testimonials .quote{border-color:var(--line)}
.t-avilon .testimonials blockquote{font-size:1.25rem}
.t-avilon .plan-featured{transform:none;box-shadow:0 30px 60px -30px rgba(0,0,0,.5)}
.t-avilon .lead-card{box-shadow:0 40px 80px -40px rgba(0,0,0,.45)}
@media (min-width:960px){
.av-grid{grid-template-columns:1.1fr .9fr;gap:4.5rem}
.av-art{aspect-ratio:4/5}
.t-avilon .plan-featured{transform:translateY(-12px)}
}`,
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: avilonHero,
      features: { variant: 'cards', surface: 'page', itemSurface: 'card' },
      testimonials: { variant: 'cards', surface: 'band' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'card', featuredSurface: 'band' },
      faq: { variant: 'columns', surface: 'page' },
      leadForm: { variant: 'split', surface: 'lead', cardSurface: 'card' },
      footer: { surface: 'foot' },
    });
  },
};

function avilonHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  return sectionFrame(
    index,
    ctx,
    { surface: 'page', className: 'hero av-hero' },
    html`<div class="wrap av-grid">${heroCopy(section, index, ctx, { className: 'av-copy' })}<div class="av-art">${heroMedia(section, () => geometricArt(ctx))}</div></div>`,
  );
}

/** Circles, a ring, stripes and a dot grid in the palette, placed by the palette's seed. */
function geometricArt(ctx: PageContext): SafeHtml {
  const { primary, secondary, tertiary, quaternary } = ctx.palette;
  const rand = random(ctx.seed);
  const big = { x: round(200 + rand() * 120), y: round(220 + rand() * 120), r: round(150 + rand() * 40) };
  const dots: string[] = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 5; col++)
      dots.push(`<circle cx="${60 + col * 22}" cy="${70 + row * 22}" r="3.5" fill="${quaternary}"/>`);
  const stripes = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${-40 + i * 34}" y="430" width="14" height="260" fill="${tertiary}" opacity=".55" transform="rotate(-35 200 560)"/>`,
  ).join('');
  return trustedMarkup(`<svg viewBox="0 0 480 600" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
<circle cx="${big.x}" cy="${big.y}" r="${big.r}" fill="${tertiary}"/>
<circle cx="${big.x + 40}" cy="${big.y + 30}" r="${round(big.r * 0.55)}" fill="${secondary}" opacity=".85"/>
<circle cx="${round(380 - rand() * 40)}" cy="${round(470 + rand() * 40)}" r="70" fill="none" stroke="${primary}" stroke-width="18" opacity=".9"/>
<rect x="${round(300 + rand() * 60)}" y="60" width="96" height="96" rx="12" fill="${primary}" transform="rotate(${round(rand() * 30)} 360 110)"/>
${dots.join('')}${stripes}
</svg>`);
}
