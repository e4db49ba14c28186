import { shade } from '../../color.ts';
import { blobPath } from '../art/blob.ts';
import { random } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, lightBase, pageBase, raise } from '../theme/bases.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Home and local services: a warm rounded hero card with a little house, soft cards everywhere. */
export const balay: TemplateDesign = {
  fonts: { body: 'humanist' },
  surfaces: (p) => {
    const page = pageBase(p, 0.9);
    const deep = shade(darker(p.secondary, p.primary), -0.2);
    return {
      page: { bg: page },
      card: { bg: raise(page, 0.75, page) },
      warm: { bg: raise(p.tertiary, 0.8, page) },
      deep: { bg: deep, fg: page, btnBg: p.tertiary },
    };
  },
  css: (_ctx, s) => `
.t-balay{--card-radius:calc(var(--radius) + 14px)}
.ba-hero{padding-block:.5rem var(--space)}
.ba-card{border-radius:var(--card-radius);padding:clamp(1.75rem,5vw,4rem);display:grid;gap:2rem;align-items:center;overflow:hidden}
.ba-copy h1{font-size:clamp(2.3rem,6.5vw,4rem)}
.ba-art{border-radius:var(--card-radius);overflow:hidden;aspect-ratio:1;background:${s.card?.bg}}
.ba-art svg{width:100%;height:100%}
.t-balay .feat{border:0;border-radius:var(--card-radius);box-shadow:0 18px 40px -28px rgba(60,30,10,.45)}
.t-balay .feat-mark{border-radius:50%;background:${s.warm?.bg}}
.t-balay .feat-mark svg{fill:${s.warm?.accent}}
.t-balay .quote{border:0;border-radius:var(--card-radius);position:relative;padding-top:3.2rem}
.t-balay .quote::before{content:"\\201C";position:absolute;top:.6rem;left:1.6rem;font:700 4rem/1 Georgia,serif;color:var(--accent)}
.t-balay .plan{border:0;border-radius:var(--card-radius);box-shadow:0 18px 40px -28px rgba(60,30,10,.45)}
.t-balay .faq-list{padding:.5rem 1.75rem;border-radius:var(--card-radius);background:${s.card?.bg}}
.t-balay .faq-item:last-child{border-bottom:0}
.t-balay .lead-card{border-radius:var(--card-radius)}
@media (min-width:900px){.ba-card{grid-template-columns:1.15fr .85fr;gap:3.5rem}}`,
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: balayHero,
      features: { variant: 'icons', surface: 'page', itemSurface: 'card' },
      testimonials: { variant: 'quotes', surface: 'warm', itemSurface: 'card' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'card', featuredSurface: 'deep' },
      faq: { variant: 'accordion', surface: 'page' },
      leadForm: { variant: 'split', surface: 'deep', cardSurface: 'card' },
      footer: { surface: 'page' },
    });
  },
};

function balayHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  return sectionFrame(
    index,
    ctx,
    { surface: 'page', className: 'hero ba-hero' },
    html`<div class="wrap"><div class="ba-card s-warm">${heroCopy(section, index, ctx, { className: 'ba-copy' })}<div class="ba-art">${heroMedia(section, () => houseArt(ctx))}</div></div></div>`,
  );
}

/** A friendly house on a hill under the sun, from the palette; blobs vary with the seed. */
function houseArt(ctx: PageContext): SafeHtml {
  const { primary, secondary, tertiary, quaternary } = ctx.palette;
  const rand = random(ctx.seed);
  const wall = lightBase(primary, 0.7);
  return trustedMarkup(`<svg viewBox="0 0 400 400" aria-hidden="true" focusable="false">
<rect width="400" height="400" fill="${shade(tertiary, 0.9)}"/>
<circle cx="${300 + Math.round(rand() * 40)}" cy="95" r="48" fill="${shade(tertiary, 0.45)}"/>
<path d="${blobPath(rand, 110, 330, 190, 8, 0.12)}" fill="${shade(quaternary, -0.1)}"/>
<path d="${blobPath(rand, 330, 350, 170, 8, 0.12)}" fill="${quaternary}"/>
<rect x="120" y="190" width="170" height="130" rx="6" fill="${wall}"/>
<path d="M100 200 205 110l105 90z" fill="${secondary}"/>
<rect x="250" y="120" width="24" height="50" fill="${secondary}"/>
<rect x="188" y="245" width="40" height="75" rx="20" fill="${tertiary}"/>
<rect x="140" y="220" width="34" height="34" rx="4" fill="${shade(tertiary, 0.6)}" stroke="${secondary}" stroke-width="4"/>
<rect x="242" y="220" width="34" height="34" rx="4" fill="${shade(tertiary, 0.6)}" stroke="${secondary}" stroke-width="4"/>
<circle cx="70" cy="250" r="38" fill="${shade(quaternary, -0.35)}"/><rect x="66" y="280" width="8" height="45" fill="${secondary}"/>
<circle cx="340" cy="262" r="30" fill="${shade(quaternary, -0.25)}"/><rect x="336" y="285" width="8" height="40" fill="${secondary}"/>
</svg>`);
}
