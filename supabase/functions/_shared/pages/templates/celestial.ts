import { random, round } from '../art/seed.ts';
import { starField } from '../art/stars.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darkBase, lighter } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Events, nightlife and astrology: a starry sky with a crescent and a constellation, tickets. */
export const celestial: TemplateDesign = {
  fonts: { heading: 'didone', body: 'humanist' },
  surfaces: (p) => {
    const night = darkBase(p.primary, 0.8);
    const text = lighter(p.secondary, p.primary);
    return {
      page: { bg: night, fg: text },
      sky: { bg: night, bg2: blend(night, p.quaternary, 0.55), fg: text },
      dusk: { bg: blend(night, p.quaternary, 0.3), fg: text },
      ticket: { bg: blend(night, '#ffffff', 0.07), fg: text },
      gold: { bg: p.tertiary, fg: night, btnBg: night, btnFg: text },
    };
  },
  css: (ctx, s) => {
    const { tertiary } = ctx.palette;
    return `
.t-celestial h1,.t-celestial h2{font-weight:400;letter-spacing:.01em}
.t-celestial h1{font-size:clamp(2.6rem,8vw,5.4rem);line-height:1.04}
.t-celestial .eyebrow{letter-spacing:.35em;font-size:.72rem;text-transform:uppercase}
.t-celestial .eyebrow::before,.t-celestial .eyebrow::after{content:"\\2726";margin:0 .8em;font-size:.9em}
.t-celestial .btn{border-radius:999px}
.ce-hero{text-align:center;overflow:hidden;background-image:linear-gradient(180deg,var(--bg) 0%,var(--bg2) 100%);padding-block:clamp(3rem,8vw,7rem) clamp(5rem,10vw,9rem)}
.ce-sky{position:absolute;inset:0;width:100%;height:100%;pointer-events:none}
.ce-copy{position:relative;max-width:48rem;margin-inline:auto}
.ce-copy .lede{max-width:36rem;margin-inline:auto}
.ce-copy .hero-actions{justify-content:center}
.ce-photo{position:relative;max-width:40rem;margin:3rem auto 0;border-radius:999px 999px 0 0;overflow:hidden;aspect-ratio:4/3}
.t-celestial .sec-head,.t-celestial .offer-intro,.t-celestial .offer-cta{text-align:center;margin-inline:auto}
.t-celestial .features-timeline .feat-list{margin-inline:auto}
.t-celestial .features-timeline .feat::before{background:${tertiary};box-shadow:0 0 0 5px var(--bg),0 0 18px ${tertiary}}
.t-celestial .feat-num{font-size:.85rem;letter-spacing:.2em;font-family:var(--font-b)}
.t-celestial .quote{border:0;text-align:center;align-items:center}
.t-celestial .quote blockquote{font-family:var(--font-h);font-size:1.4rem}
.t-celestial .plan{border:0;border-radius:14px;position:relative;background-image:radial-gradient(circle at 0 62%,${s.page?.bg} 14px,transparent 15px),radial-gradient(circle at 100% 62%,${s.page?.bg} 14px,transparent 15px)}
.t-celestial .plan-name{border-bottom:1px dashed var(--line);padding-bottom:.9rem}
.t-celestial .plan-features{border-top:1px dashed var(--line);padding-top:1.1rem}
.t-celestial .faq .wrap{max-width:48rem}
.t-celestial .faq-list{margin-inline:auto}
.t-celestial .lead-card{border:1px solid var(--line);border-radius:24px}`;
  },
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: celestialHero,
      features: { variant: 'timeline', surface: 'page' },
      testimonials: { variant: 'quotes', surface: 'dusk' },
      offer: { variant: 'ticket', surface: 'page', planSurface: 'ticket', featuredSurface: 'gold' },
      faq: { variant: 'accordion', surface: 'page' },
      leadForm: { variant: 'centered', surface: 'dusk', cardSurface: 'ticket' },
      footer: { surface: 'page' },
    });
  },
};

function celestialHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  const photo = section.imageUrl ? html`<div class="ce-photo">${heroMedia(section, () => html``)}</div>` : '';
  return sectionFrame(
    index,
    ctx,
    { surface: 'sky', className: 'hero ce-hero' },
    html`${skyArt(ctx)}<div class="wrap">${heroCopy(section, index, ctx, { className: 'ce-copy' })}${photo}</div>`,
  );
}

/** Stars, a crescent moon (a circle masked by another) and a seeded constellation. */
function skyArt(ctx: PageContext): SafeHtml {
  const { secondary, tertiary, primary } = ctx.palette;
  const starColour = lighter(secondary, primary);
  const rand = random(ctx.seed ^ 0x5f3759df);
  const points = Array.from({ length: 6 }, (_, i) => ({
    x: round(860 + i * 48 + rand() * 40),
    y: round(420 + rand() * 150),
  }));
  const constellation = `<path d="M${points.map((p) => `${p.x} ${p.y}`).join('L')}" stroke="${starColour}" stroke-width="1" fill="none" opacity=".45"/>${points.map((p) => `<circle cx="${p.x}" cy="${p.y}" r="3" fill="${starColour}"/>`).join('')}`;
  return trustedMarkup(`<svg class="ce-sky" viewBox="0 0 1200 700" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
<defs><mask id="ce-crescent"><rect width="1200" height="700" fill="white"/><circle cx="1010" cy="130" r="62" fill="black"/></mask></defs>
${starField(ctx.seed, 1200, 700, 140, starColour)}
<circle cx="985" cy="150" r="70" fill="${tertiary}" mask="url(#ce-crescent)"/>
<circle cx="985" cy="150" r="110" fill="${tertiary}" opacity=".08"/>
${constellation}
</svg>`);
}
