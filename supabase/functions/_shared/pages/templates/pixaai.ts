import { shade } from '../../color.ts';
import { random, round } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darkBase, lighter } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { FONT_STACKS } from '../theme/font-stacks.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** AI and tech: a deep night gradient, glowing orbs, a neural network and glass panels. */
export const pixaai: TemplateDesign = {
  fonts: { heading: 'geometric' },
  surfaces: (p) => {
    const page = darkBase(p.primary);
    const text = lighter(p.secondary, p.primary);
    return {
      page: { bg: page, fg: text },
      // The hero glow is drawn from the tertiary colour up to this strength; text reads on both.
      night: { bg: page, bg2: blend(page, p.tertiary, 0.38), bg3: blend(page, p.quaternary, 0.18), fg: text },
      glass: { bg: blend(page, '#ffffff', 0.05), fg: text, line: blend(page, p.quaternary, 0.35) },
      lit: { bg: blend(page, p.tertiary, 0.22), fg: text, btnBg: p.quaternary },
    };
  },
  css: (ctx, s) => {
    const { tertiary, quaternary } = ctx.palette;
    const page = s.page?.bg ?? '#000000';
    return `
.t-pixaai .btn{border-radius:999px}
.t-pixaai .btn:not(.btn-ghost){box-shadow:0 0 0 1px ${blend(tertiary, '#ffffff', 0.3)},0 10px 40px -8px ${tertiary}}
.t-pixaai .eyebrow{font-family:${FONT_STACKS.mono};letter-spacing:.04em;text-transform:none;padding:.4rem .9rem;border:1px solid ${s.glass?.line};border-radius:999px;background:${s.glass?.bg}}
.t-pixaai .eyebrow::before{content:"";display:inline-block;width:.5rem;height:.5rem;border-radius:50%;margin-right:.6rem;background:${quaternary};box-shadow:0 0 10px ${quaternary}}
.px-hero{overflow:hidden;text-align:center;background-image:radial-gradient(ellipse 55% 45% at 50% 0%,var(--bg2),transparent 70%),radial-gradient(circle at 85% 70%,var(--bg3),transparent 35%)}
.px-net{position:absolute;inset:0;width:100%;height:100%;opacity:.55;pointer-events:none}
.px-copy{position:relative;max-width:50rem;margin-inline:auto}
.px-copy h1{font-size:clamp(2.6rem,8vw,5.2rem);line-height:1.02}
.px-copy .lede{max-width:38rem;margin-inline:auto}
.px-copy .hero-actions{justify-content:center}
.px-console{position:relative;max-width:46rem;margin:clamp(2.5rem,6vw,4rem) auto 0;border-radius:16px;border:1px solid ${s.glass?.line};background:${s.glass?.bg};box-shadow:0 0 80px -20px ${tertiary};padding:1rem 1.25rem 1.5rem;text-align:left}
.px-console .hero-img{border-radius:10px}
.px-dots{display:flex;gap:.4rem;margin-bottom:1.1rem}.px-dots i{width:10px;height:10px;border-radius:50%;background:${s.glass?.line}}
.px-line{display:block;height:10px;border-radius:5px;margin:.7rem 0;background:${blend(page, quaternary, 0.3)}}
.px-line.a{width:72%;background:${blend(page, tertiary, 0.6)}}.px-line.b{width:54%}.px-line.c{width:86%}.px-line.d{width:38%;background:${blend(page, quaternary, 0.7)}}
.t-pixaai .features .sec-head{text-align:center;margin-inline:auto}
.t-pixaai .feat{border-color:var(--line)!important;background:linear-gradient(180deg,${s.glass?.bg},${page})}
.t-pixaai .feat-mark{background:${blend(page, tertiary, 0.25)};box-shadow:0 0 24px -6px ${tertiary}}
.t-pixaai .quote{border-color:var(--line)}
.t-pixaai .plan{border-color:var(--line)}
.t-pixaai .plan-featured{box-shadow:0 0 0 1px ${tertiary},0 0 60px -15px ${tertiary}}
.t-pixaai .faq-item{border-color:var(--line)}
.t-pixaai .lead-card{border:1px solid var(--line);box-shadow:0 0 80px -30px ${tertiary}}
.t-pixaai .field input{background:${shade(page, -0.3)}}
.t-pixaai .site-footer{border-top:1px solid ${s.glass?.line}}`;
  },
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: pixaHero,
      features: { variant: 'cards', surface: 'page', itemSurface: 'glass' },
      testimonials: { variant: 'cards', surface: 'page', itemSurface: 'glass' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'glass', featuredSurface: 'lit' },
      faq: { variant: 'columns', surface: 'page' },
      leadForm: { variant: 'split', surface: 'page', cardSurface: 'glass' },
      footer: { surface: 'page' },
    });
  },
};

function pixaHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  const console = heroMedia(section, () =>
    trustedMarkup(
      '<span class="px-dots"><i></i><i></i><i></i></span><span class="px-line a"></span><span class="px-line b"></span><span class="px-line c"></span><span class="px-line d"></span>',
    ),
  );
  return sectionFrame(
    index,
    ctx,
    { surface: 'night', className: 'hero px-hero' },
    html`${networkArt(ctx)}<div class="wrap">${heroCopy(section, index, ctx, { className: 'px-copy' })}<div class="px-console" aria-hidden="true">${console}</div></div>`,
  );
}

/** Nodes scattered by the seed, each linked to its nearest neighbours: a stylised network. */
function networkArt(ctx: PageContext): SafeHtml {
  const { tertiary, quaternary } = ctx.palette;
  const rand = random(ctx.seed);
  const nodes = Array.from({ length: 26 }, () => ({ x: round(rand() * 1200), y: round(rand() * 700) }));
  const edges: string[] = [];
  for (const a of nodes) {
    const near = nodes
      .filter((b) => b !== a)
      .sort((b, c) => Math.hypot(b.x - a.x, b.y - a.y) - Math.hypot(c.x - a.x, c.y - a.y))
      .slice(0, 2);
    for (const b of near) edges.push(`<path d="M${a.x} ${a.y}L${b.x} ${b.y}"/>`);
  }
  const dots = nodes
    .map(
      (n, i) =>
        `<circle cx="${n.x}" cy="${n.y}" r="${i % 5 === 0 ? 4 : 2.5}" fill="${i % 3 ? quaternary : tertiary}"/>`,
    )
    .join('');
  return trustedMarkup(
    `<svg class="px-net" viewBox="0 0 1200 700" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false"><g stroke="${quaternary}" stroke-width="1" opacity=".35">${edges.join('')}</g>${dots}</svg>`,
  );
}
