import { shade } from '../../color.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, lightBase, pageBase, raise } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Beauty, fashion and wellness: centred Didone type in soft blush light over a row of arches. */
export const venus: TemplateDesign = {
  fonts: { heading: 'didone', body: 'humanist' },
  surfaces: (p) => {
    const page = pageBase(p, 0.95);
    return {
      page: { bg: page },
      // The hero's radial light never gets deeper than bg2, so its text is checked against both.
      halo: { bg: page, bg2: blend(page, p.tertiary, 0.3), bg3: blend(page, p.quaternary, 0.5) },
      blush: { bg: blend(page, p.tertiary, 0.16) },
      card: { bg: raise(page, 0.6, page) },
      plum: { bg: shade(darker(p.secondary, p.primary), -0.2), fg: page, btnBg: page },
    };
  },
  css: (ctx) => {
    const { tertiary, quaternary } = ctx.palette;
    return `
.t-venus h1,.t-venus h2,.t-venus h3{font-weight:400;letter-spacing:.005em}
.t-venus h1{font-size:clamp(2.6rem,7.5vw,5.2rem);line-height:1.04}
.t-venus .eyebrow{letter-spacing:.32em;font-size:.72rem;text-transform:uppercase}
.t-venus .btn{border-radius:999px;letter-spacing:.08em;text-transform:uppercase;font-size:.85rem;padding-inline:2.2rem}
.t-venus .site-header .header-row{justify-content:center;position:relative}
.t-venus .site-header .brand-name{font-size:1.6rem;letter-spacing:.18em;text-transform:uppercase;font-weight:400}
.t-venus .header-cta{position:absolute;right:0}
.ve-hero{background-image:radial-gradient(ellipse 60% 50% at 15% 20%,var(--bg2),transparent 70%),radial-gradient(ellipse 50% 60% at 90% 30%,var(--bg3),transparent 70%);text-align:center;padding-bottom:0}
.ve-copy{max-width:46rem;margin-inline:auto}
.ve-copy .lede{margin-inline:auto;max-width:36rem}
.ve-copy .hero-actions{justify-content:center}
.ve-arches{display:flex;justify-content:center;align-items:flex-end;gap:clamp(.75rem,2vw,1.5rem);margin-top:clamp(2.5rem,6vw,4rem);height:clamp(180px,32vw,360px)}
.ve-arch{flex:0 1 220px;height:100%;border-radius:999px 999px 0 0;overflow:hidden;position:relative}
.ve-arch:nth-child(1){height:72%;background:linear-gradient(${blend(tertiary, '#ffffff', 0.35)},${blend(tertiary, quaternary, 0.5)})}
.ve-arch:nth-child(2){background:linear-gradient(${shade(tertiary, -0.1)},${blend(tertiary, quaternary, 0.3)})}
.ve-arch:nth-child(3){height:84%;background:linear-gradient(${quaternary},${blend(quaternary, tertiary, 0.4)})}
.ve-arch .hero-img{position:absolute;inset:0}
.ve-arch svg{position:absolute;inset:auto 0 0 0;width:100%}
.t-venus .offer-intro,.t-venus .features .sec-head,.t-venus .testimonials .sec-head,.t-venus .faq .sec-head{text-align:center;margin-inline:auto}
.t-venus .features-icons .feat{border:0;align-items:center;text-align:center;padding:1rem 1.5rem}
.t-venus .feat-mark{border-radius:50%;background:transparent;border:1px solid var(--line)}
.t-venus .testimonials .quote{border:0;text-align:center;align-items:center}
.t-venus .testimonials blockquote{font-family:var(--font-h);font-size:clamp(1.3rem,2.6vw,1.75rem);line-height:1.4}
.t-venus .plan{border-radius:0;text-align:center;align-items:center}
.t-venus .plan-badge{align-self:center}
.t-venus .plan-features li{padding-left:0}
.t-venus .plan-features li::before{display:none}
.t-venus .faq .wrap{max-width:46rem}
.t-venus .lead-card{border:1px solid var(--line);border-radius:0}
@media (min-width:960px){.t-venus .features-icons .feat+.feat{border-left:1px solid var(--line)}.t-venus .features-icons .feat-list{gap:0}}`;
  },
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: venusHero,
      features: { variant: 'icons', surface: 'page' },
      testimonials: { variant: 'spotlight', surface: 'blush' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'card', featuredSurface: 'blush' },
      faq: { variant: 'accordion', surface: 'page' },
      leadForm: { variant: 'centered', surface: 'blush', cardSurface: 'card' },
      footer: { surface: 'plum' },
    });
  },
};

function venusHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  const { primary } = ctx.palette;
  const sheen = trustedMarkup(
    `<svg viewBox="0 0 200 120" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M0 120V70Q50 30 100 60T200 40V120Z" fill="${lightBase(primary, 0.9)}" opacity=".35"/></svg>`,
  );
  return sectionFrame(
    index,
    ctx,
    { surface: 'halo', className: 'hero ve-hero' },
    html`<div class="wrap">${heroCopy(section, index, ctx, { className: 've-copy' })}<div class="ve-arches" aria-hidden="true"><span class="ve-arch">${sheen}</span><span class="ve-arch">${heroMedia(section, () => sheen)}</span><span class="ve-arch">${sheen}</span></div></div>`,
  );
}
