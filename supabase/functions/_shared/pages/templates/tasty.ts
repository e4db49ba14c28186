import { shade } from '../../color.ts';
import { blobPath } from '../art/blob.ts';
import { random, round } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, lightBase, pageBase, raise } from '../theme/bases.ts';
import { readableOn } from '../theme/surface.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Food and restaurants: a loud colour-block hero with a plate and sprinkles, a printed menu. */
export const tasty: TemplateDesign = {
  fonts: { heading: 'rounded', body: 'rounded' },
  surfaces: (p) => {
    const page = pageBase(p, 0.9);
    const deep = shade(darker(p.secondary, p.primary), -0.25);
    const card = raise(page, 0.7, page);
    return {
      // The printed menu is a card laid on the page: the page's text is checked on it too.
      page: { bg: page, bg3: card },
      hot: { bg: readableOn(p.tertiary, [page]), fg: page, btnBg: deep, btnFg: page },
      card: { bg: card },
      sun: { bg: raise(p.quaternary, 0.55, page), line: p.tertiary },
      deep: { bg: deep, fg: page, btnBg: p.tertiary },
    };
  },
  css: (_ctx, s) => `
.t-tasty h1,.t-tasty h2{font-weight:900;letter-spacing:-.02em}
.ta-hero{padding-block:1rem 0;overflow:hidden}
.ta-grid{display:grid;gap:2rem;align-items:center;padding-bottom:4rem}
.ta-copy h1{font-size:clamp(2.6rem,9vw,5.4rem);line-height:.98}
.ta-copy .eyebrow{display:inline-block;padding:.4rem .9rem;border-radius:999px;background:var(--btn-bg);color:var(--btn-fg);transform:rotate(-3deg)}
.ta-plate{max-width:480px;width:100%;margin-inline:auto;aspect-ratio:1;border-radius:50%;overflow:hidden}
.ta-plate svg{width:100%;height:100%}
.ta-wave{display:block;width:100%;height:48px;margin-top:-1px}
.ta-wave path{fill:${s.page?.bg}}
.t-tasty .site-header{border-bottom:0}
.t-tasty .features .wrap{max-width:52rem}
.t-tasty .features .sec-head{text-align:center;margin-inline:auto}
.t-tasty .features .sec-head h2::before,.t-tasty .features .sec-head h2::after{content:"\\2726";color:var(--accent);font-size:.6em;vertical-align:middle;margin:0 .5em}
.t-tasty .feat-list{padding:clamp(1.5rem,5vw,3rem);border:3px double var(--line);border-radius:var(--radius);background:var(--bg3)}
.t-tasty .feat-title{font-size:1.3rem}
.t-tasty .quote{border:0;border-radius:calc(var(--radius) + 8px);transform:rotate(-1.2deg);box-shadow:6px 6px 0 var(--line)}
.t-tasty .quote:nth-child(even){transform:rotate(1.2deg)}
.t-tasty .quote blockquote{font-size:1.25rem;font-weight:700}
.t-tasty .plan{border:2px dashed var(--line);border-radius:calc(var(--radius) + 8px)}
.t-tasty .plan-featured{border:0;transform:rotate(-1deg)}
.t-tasty .lead-card{border:3px dashed var(--line)}
@media (min-width:900px){.ta-grid{grid-template-columns:1.1fr .9fr;gap:3rem;padding-bottom:5rem}.ta-wave{height:80px}}`,
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'hot', heroless: 'page' },
      hero: tastyHero,
      features: { variant: 'menu', surface: 'page' },
      menu: { variant: 'menu', surface: 'page' },
      testimonials: { variant: 'spotlight', surface: 'sun', itemSurface: 'card' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'page', featuredSurface: 'hot' },
      faq: { variant: 'accordion', surface: 'page' },
      leadForm: { variant: 'centered', surface: 'sun', cardSurface: 'card' },
      footer: { surface: 'deep' },
    });
  },
};

function tastyHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  return sectionFrame(
    index,
    ctx,
    { surface: 'hot', className: 'hero ta-hero' },
    html`<div class="wrap ta-grid">${heroCopy(section, index, ctx, { className: 'ta-copy' })}<div class="ta-plate">${heroMedia(section, () => plateArt(ctx))}</div></div>${trustedMarkup('<svg class="ta-wave" viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M0 40C120 80 240 0 360 40S600 80 720 40 960 0 1080 40s240 40 360 0v40H0z"/></svg>')}`,
  );
}

/** A plate seen from above with blob-shaped food and scattered sprinkles. */
function plateArt(ctx: PageContext): SafeHtml {
  const { primary, secondary, tertiary, quaternary } = ctx.palette;
  const rand = random(ctx.seed);
  const sprinkleColours = [
    quaternary,
    lightBase(primary, 0.8),
    shade(secondary, 0.2),
    shade(quaternary, 0.5),
  ];
  const sprinkles = Array.from({ length: 26 }, () => {
    const angle = rand() * Math.PI * 2;
    const dist = 205 + rand() * 25;
    const x = round(250 + Math.cos(angle) * dist);
    const y = round(250 + Math.sin(angle) * dist);
    const fill = sprinkleColours[Math.floor(rand() * sprinkleColours.length)];
    return `<rect x="${x}" y="${y}" width="16" height="6" rx="3" fill="${fill}" transform="rotate(${round(rand() * 180)} ${x} ${y})"/>`;
  }).join('');
  return trustedMarkup(`<svg viewBox="0 0 500 500" aria-hidden="true" focusable="false">
<circle cx="250" cy="250" r="250" fill="${shade(tertiary, -0.18)}"/>${sprinkles}
<circle cx="250" cy="250" r="190" fill="${lightBase(primary, 0.85)}"/>
<circle cx="250" cy="250" r="150" fill="none" stroke="${shade(quaternary, 0.3)}" stroke-width="6"/>
<path d="${blobPath(rand, 250, 250, 120, 9, 0.3)}" fill="${quaternary}"/>
<path d="${blobPath(rand, 215, 225, 55, 7, 0.35)}" fill="${tertiary}"/>
<path d="${blobPath(rand, 295, 285, 45, 7, 0.35)}" fill="${shade(secondary, 0.15)}"/>
<circle cx="290" cy="200" r="16" fill="${shade(tertiary, 0.3)}"/><circle cx="210" cy="300" r="12" fill="${shade(tertiary, 0.3)}"/>
</svg>`);
}
