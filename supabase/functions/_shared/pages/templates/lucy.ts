import { shade } from '../../color.ts';
import { round } from '../art/seed.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { initialOf } from '../sections/text.ts';
import { darker, lightBase, pageBase, raise } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Personal brand and coaching: an arched portrait frame, italic serif display, quiet lines. */
export const lucy: TemplateDesign = {
  fonts: { heading: 'oldStyle', body: 'humanist' },
  surfaces: (p) => {
    const page = pageBase(p, 0.93);
    return {
      page: { bg: page },
      soft: { bg: blend(page, p.tertiary, 0.12) },
      card: { bg: raise(page, 0.6, page) },
      ink: { bg: shade(darker(p.secondary, p.primary), -0.3), fg: page, btnBg: page },
    };
  },
  css: (ctx, s) => `
.t-lucy h1,.t-lucy h2{font-weight:400;letter-spacing:-.01em}
.t-lucy h1{font-size:clamp(2.6rem,7vw,4.8rem);line-height:1.05;font-style:italic}
.t-lucy h2{font-size:clamp(2rem,5vw,3.2rem)}
.t-lucy .eyebrow{display:flex;align-items:center;gap:.8rem;letter-spacing:.2em;font-size:.75rem}
.t-lucy .eyebrow::before{content:"";width:2.5rem;height:1px;background:currentColor}
.t-lucy .btn{border-radius:999px}
.t-lucy .site-header{border-bottom:1px solid var(--line)}
.t-lucy .brand-name{font-style:italic;font-weight:400;font-size:1.5rem}
.lu-hero{padding-block:clamp(2rem,6vw,5rem) var(--space)}
.lu-grid{display:grid;gap:2.5rem;align-items:center}
.lu-arch{position:relative;width:min(100%,420px);margin-inline:auto;aspect-ratio:4/5;border-radius:999px 999px ${round(ctx.mood.radius / 2)}px ${round(ctx.mood.radius / 2)}px;overflow:hidden;background:${s.soft?.bg}}
.lu-arch svg,.lu-arch .hero-img{position:absolute;inset:0;width:100%;height:100%}
.lu-ring{position:absolute;inset:-14px;border:1px solid ${s.page?.line};border-radius:999px 999px 0 0;pointer-events:none}
.lu-frame{position:relative;width:min(100%,420px);margin-inline:auto}
.t-lucy .feat-num{font-family:var(--font-h);font-style:italic;font-weight:400;font-size:3rem}
.t-lucy .features-numbered .feat{border-top:1px solid var(--line);padding-top:1.5rem}
.t-lucy .testimonials .wrap{max-width:56rem;text-align:center}
.t-lucy .testimonials .sec-head{margin-inline:auto}
.t-lucy .quote{border:0;padding:0;align-items:center}
.t-lucy .quote blockquote{font-family:var(--font-h);font-style:italic;font-size:clamp(1.3rem,2.5vw,1.6rem);line-height:1.45}
.t-lucy .plan{border-radius:0;border-width:1px 0 0;padding-inline:0;background:transparent}
.t-lucy .plan-featured{padding-inline:2rem;border-radius:var(--radius)}
.t-lucy .lead-card{border:1px solid var(--line)}
@media (min-width:960px){.lu-grid{grid-template-columns:.9fr 1.1fr;gap:5rem}.lu-frame{order:-1}}`,
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: lucyHero,
      features: { variant: 'numbered', surface: 'page' },
      testimonials: { variant: 'quotes', surface: 'soft' },
      offer: { variant: 'plans', surface: 'page', featuredSurface: 'soft' },
      faq: { variant: 'columns', surface: 'page' },
      leadForm: { variant: 'split', surface: 'soft', cardSurface: 'card' },
      footer: { surface: 'ink' },
    });
  },
};

function lucyHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  return sectionFrame(
    index,
    ctx,
    { surface: 'page', className: 'hero lu-hero' },
    html`<div class="wrap lu-grid">${heroCopy(section, index, ctx, { className: 'lu-copy' })}<div class="lu-frame"><div class="lu-arch">${heroMedia(section, () => monogramArt(ctx))}</div><span class="lu-ring" aria-hidden="true"></span></div></div>`,
  );
}

/** Without a portrait: the organisation's initial in the display serif over soft palette light. */
function monogramArt(ctx: PageContext): SafeHtml {
  const { primary, tertiary, quaternary } = ctx.palette;
  const light = lightBase(primary, 0.9);
  return html`<svg viewBox="0 0 400 500" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
<defs><linearGradient id="lu-glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${blend(light, tertiary, 0.35)}"/><stop offset="1" stop-color="${blend(light, quaternary, 0.5)}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#lu-glow)"/>
<circle cx="200" cy="215" r="120" fill="${light}" opacity=".55"/>
<circle cx="300" cy="400" r="90" fill="${blend(light, tertiary, 0.5)}" opacity=".45"/>
<text x="200" y="268" text-anchor="middle" font-family="${trustedMarkup("'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif")}" font-style="italic" font-size="170" fill="${shade(tertiary, -0.35)}">${initialOf(ctx.options.sender.organizationName)}</text>
<path d="M120 330h160" stroke="${shade(tertiary, -0.2)}" stroke-width="1.5"/>
</svg>`;
}
