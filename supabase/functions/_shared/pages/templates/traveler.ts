import { shade } from '../../color.ts';
import { ridgePath } from '../art/ridge.ts';
import { random, round } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup, url } from '../html.ts';
import { heroCopy } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, isDarkPalette, lightBase, pageBase, raise } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Travel and tourism: a wide layered landscape at golden hour, postcards and an itinerary. */
export const traveler: TemplateDesign = {
  fonts: { body: 'humanist' },
  surfaces: (p) => {
    const page = pageBase(p, 0.92);
    const forest = shade(darker(p.secondary, p.primary), -0.15);
    return {
      page: { bg: page },
      // The sky fades from a pale tint to a warm glow; the headline sits on it.
      sky: {
        bg: isDarkPalette(p)
          ? blend(page, p.quaternary, 0.2)
          : lightBase(blend(p.primary, p.quaternary, 0.25), 0.8),
        bg2: blend(page, p.tertiary, 0.28),
      },
      card: { bg: raise(page, 0.7, page) },
      forest: { bg: forest, fg: page, btnBg: p.tertiary },
    };
  },
  css: (_ctx, s) => `
.t-traveler .btn{border-radius:999px}
.t-traveler h1{font-size:clamp(2.6rem,8vw,5.4rem);line-height:1}
.tr-hero{padding:0;overflow:hidden;background-image:linear-gradient(180deg,var(--bg) 10%,var(--bg2) 60%)}
.tr-copy{position:relative;z-index:1;text-align:center;max-width:50rem;margin-inline:auto;padding-top:clamp(2.5rem,7vw,5.5rem)}
.tr-copy .lede{max-width:38rem;margin-inline:auto}
.tr-copy .hero-actions{justify-content:center}
.tr-land{display:block;width:100%;height:clamp(200px,34vw,460px);margin-top:clamp(-1rem,-2vw,0rem)}
.tr-photo{display:block;width:100%;height:clamp(240px,40vw,520px);object-fit:cover;margin-top:2.5rem}
.t-traveler .features-numbered .feat-list{counter-reset:stop}
.t-traveler .features-numbered .feat{position:relative;padding:1.75rem;border-radius:calc(var(--radius) + 6px);background:var(--bg);box-shadow:0 20px 40px -30px rgba(0,0,0,.45)}
.t-traveler .feat-num{display:inline-grid;place-items:center;width:3rem;height:3rem;border-radius:50%;border:2px dashed var(--accent);font-size:1.1rem;font-family:var(--font-b)}
.t-traveler .quote{border:0;border-radius:6px;background:var(--bg);box-shadow:0 20px 40px -28px rgba(0,0,0,.5);position:relative;padding-top:2.5rem;padding-right:4.5rem}
.t-traveler .quote::after{content:"";position:absolute;top:1rem;right:1rem;width:44px;height:52px;border:2px dashed var(--line);border-radius:4px;background:${s.page?.bg}}
.t-traveler .quote:nth-child(odd){transform:rotate(-1deg)}.t-traveler .quote:nth-child(even){transform:rotate(1deg)}
.t-traveler .plan{border-radius:calc(var(--radius) + 6px)}
.t-traveler .lead-card{border-radius:calc(var(--radius) + 6px)}
.tr-foot-ridge{display:block;width:100%;height:60px;margin-bottom:-1px}
.tr-foot-ridge path{fill:${s.forest?.bg}}
`,
  body: (ctx) => {
    const ridge = trustedMarkup(
      `<svg class="tr-foot-ridge" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="${ridgePath(ctx.seed + 7, 1440, 30, 60, 26, 12)}"/></svg>`,
    );
    return composePage(ctx, {
      header: { surface: 'sky', heroless: 'page' },
      hero: travelerHero,
      features: { variant: 'numbered', surface: 'page', itemSurface: 'card' },
      testimonials: { variant: 'cards', surface: 'page', itemSurface: 'card' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'card', featuredSurface: 'forest' },
      faq: { variant: 'accordion', surface: 'page' },
      leadForm: { variant: 'split', surface: 'sky', cardSurface: 'card' },
      footer: { surface: 'forest', before: ridge },
    });
  },
};

function travelerHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  const scene = section.imageUrl
    ? html`<img class="tr-photo" src="${url(section.imageUrl)}" alt="">`
    : landscapeArt(ctx);
  return sectionFrame(
    index,
    ctx,
    { surface: 'sky', className: 'hero tr-hero' },
    html`<div class="wrap">${heroCopy(section, index, ctx, { className: 'tr-copy' })}</div>${scene}`,
  );
}

/** Sun, birds and four ridges fading from haze to the foreground, water at the bottom. */
function landscapeArt(ctx: PageContext): SafeHtml {
  const { primary, secondary, tertiary, quaternary } = ctx.palette;
  const rand = random(ctx.seed);
  const haze = lightBase(blend(primary, quaternary, 0.4), 0.55);
  const layers = [
    { fill: blend(haze, quaternary, 0.35), base: 250, rough: 120, peaks: 7 },
    { fill: blend(quaternary, secondary, 0.15), base: 300, rough: 90, peaks: 9 },
    { fill: blend(quaternary, secondary, 0.45), base: 350, rough: 60, peaks: 11 },
    { fill: shade(secondary, -0.1), base: 400, rough: 40, peaks: 13 },
  ];
  const ridges = layers
    .map(
      (l, i) =>
        `<path d="${ridgePath(ctx.seed + i * 101, 1440, l.base, 480, l.rough, l.peaks)}" fill="${l.fill}"/>`,
    )
    .join('');
  const birds = Array.from({ length: 4 }, () => {
    const x = round(300 + rand() * 300);
    const y = round(80 + rand() * 70);
    return `<path d="M${x} ${y}q8-8 16 0q8-8 16 0" stroke="${shade(secondary, 0.1)}" stroke-width="2.5" fill="none"/>`;
  }).join('');
  return trustedMarkup(`<svg class="tr-land" viewBox="0 0 1440 480" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
<circle cx="${round(980 + rand() * 160)}" cy="190" r="90" fill="${tertiary}" opacity=".85"/>
<circle cx="${round(1060)}" cy="190" r="150" fill="${tertiary}" opacity=".12"/>
${birds}${ridges}
<rect y="440" width="1440" height="40" fill="${blend(secondary, quaternary, 0.2)}"/>
<path d="M120 455h220M600 462h300M1040 452h180" stroke="${lightBase(primary, 0.8)}" stroke-width="3" opacity=".5" stroke-linecap="round"/>
</svg>`);
}
