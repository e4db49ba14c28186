import { shade } from '../../color.ts';
import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, trustedMarkup } from '../html.ts';
import { heroCopy, heroMedia } from '../sections/hero-copy.ts';
import { sectionFrame } from '../sections/section-frame.ts';
import { darker, lightBase, pageBase, raise } from '../theme/bases.ts';
import { blend } from '../theme/blend.ts';
import { readableOn } from '../theme/surface.ts';
import { composePage } from './page-layout.ts';
import type { TemplateDesign } from './template.ts';

/** Mobile apps: a gradient hero with a phone drawn in CSS showing an app made of the palette. */
export const mobapp: TemplateDesign = {
  fonts: { heading: 'geometric' },
  surfaces: (p) => {
    const page = pageBase(p, 0.94);
    const deep = shade(darker(p.secondary, p.primary), -0.3);
    const vivid = readableOn(p.tertiary, [page]);
    return {
      page: { bg: page },
      glow: { bg: page, bg2: blend(page, p.tertiary, 0.22) },
      card: { bg: raise(page, 0.7, page) },
      deep: { bg: deep, fg: page, btnBg: p.tertiary },
      accent: { bg: vivid, bg2: shade(vivid, -0.2), fg: page, btnBg: page },
    };
  },
  css: (_ctx, s) => {
    const { primary, secondary, tertiary, quaternary } = _ctx.palette;
    const screen = lightBase(primary, 0.96);
    return `
.t-mobapp .btn{border-radius:999px}
.s-glow{background-image:linear-gradient(160deg,var(--bg) 20%,var(--bg2))}
.s-accent{background-image:linear-gradient(135deg,var(--bg),var(--bg2))}
.ma-hero{padding-block:1.5rem 0;overflow:hidden}
.ma-grid{display:grid;gap:3rem;align-items:center}
.ma-copy h1{font-size:clamp(2.5rem,7vw,4.6rem)}
.ma-stage{position:relative;display:grid;place-items:center;padding-block:1rem 0;min-height:440px}
.ma-stage::before{content:"";position:absolute;width:min(92%,460px);aspect-ratio:1;border-radius:50%;background:${tertiary};opacity:.18;bottom:10%}
.ma-phone{position:relative;width:250px;aspect-ratio:9/19;border-radius:42px;background:${secondary};padding:11px;box-shadow:0 50px 80px -40px rgba(0,0,0,.55),inset 0 0 0 2px ${shade(secondary, 0.25)};transform:rotate(-4deg);margin-bottom:3rem}
.ma-screen{height:100%;border-radius:32px;background:${screen};overflow:hidden;display:flex;flex-direction:column;gap:12px;padding:38px 16px 16px;position:relative}
.ma-screen .hero-img{position:absolute;inset:0}
.ma-notch{z-index:1;position:absolute;top:10px;left:50%;translate:-50% 0;width:80px;height:22px;border-radius:12px;background:${secondary}}
.ma-screen span{display:block}
.ma-bar{height:10px;border-radius:5px;background:${quaternary}}
.ma-bar.w60{width:60%}.ma-bar.w40{width:40%;background:${shade(quaternary, -0.15)}}
.ma-card{height:110px;border-radius:18px;background:linear-gradient(135deg,${tertiary},${blend(tertiary, secondary, 0.35)});position:relative}
.ma-card::after{content:"";position:absolute;left:16px;bottom:16px;width:45%;height:10px;border-radius:5px;background:${screen};opacity:.85}
.ma-screen .ma-chart{display:flex;align-items:flex-end;gap:8px;height:90px;padding:12px;border-radius:16px;background:${blend(screen, quaternary, 0.35)}}
.ma-chart i{display:block;flex:1;border-radius:6px 6px 2px 2px;background:${tertiary}}
.ma-chart i:nth-child(1){height:35%}.ma-chart i:nth-child(2){height:60%}.ma-chart i:nth-child(3){height:45%}.ma-chart i:nth-child(4){height:80%}.ma-chart i:nth-child(5){height:65%}.ma-chart i:nth-child(6){height:95%}
.ma-screen .ma-row{display:flex;align-items:center;gap:10px}
.ma-row b{width:32px;height:32px;border-radius:50%;background:${blend(tertiary, screen, 0.55)};flex:none}
.ma-row span{flex:1;height:9px;border-radius:5px;background:${quaternary}}
.ma-screen .ma-tabs{display:flex;justify-content:space-around;margin-top:auto;padding:12px 8px 4px;border-top:1px solid ${quaternary}}
.ma-tabs i{display:block;width:22px;height:22px;border-radius:7px;background:${quaternary}}
.ma-tabs i:first-child{background:${tertiary}}
.ma-float{position:absolute;border-radius:18px;background:${screen};box-shadow:0 20px 40px -20px rgba(0,0,0,.4);display:flex;align-items:center;gap:10px;padding:12px 14px}
.ma-float b{width:28px;height:28px;border-radius:50%;background:${tertiary}}
.ma-float span{width:70px;height:8px;border-radius:4px;background:${quaternary}}
.ma-float.one{top:18%;left:2%}.ma-float.two{top:52%;right:0}
.t-mobapp .features .sec-head{text-align:center;margin-inline:auto}
.t-mobapp .features-icons .feat{align-items:center;text-align:center;border:0;box-shadow:0 20px 50px -35px rgba(0,0,0,.4);border-radius:calc(var(--radius) + 10px)}
.t-mobapp .feat-mark{width:60px;height:60px;border-radius:20px;background:${s.accent?.bg}}
.t-mobapp .feat-mark svg{fill:${s.accent?.fg}}
.t-mobapp .quote{border:0;border-radius:calc(var(--radius) + 10px)}
.t-mobapp .plan{border-radius:calc(var(--radius) + 10px)}
.t-mobapp .lead-card{box-shadow:0 40px 80px -40px rgba(0,0,0,.5)}
.t-mobapp .faq .wrap{max-width:48rem}
.t-mobapp .faq .sec-head{text-align:center;margin-inline:auto}
@media (min-width:960px){.ma-grid{grid-template-columns:1.05fr .95fr}.ma-stage{min-height:560px}.ma-phone{width:290px}}`;
  },
  body: (ctx) => {
    return composePage(ctx, {
      header: { surface: 'page' },
      hero: mobappHero,
      features: { variant: 'icons', surface: 'page', itemSurface: 'card' },
      appDownload: { surface: 'glow' },
      testimonials: { variant: 'cards', surface: 'glow', itemSurface: 'card' },
      offer: { variant: 'plans', surface: 'page', planSurface: 'card', featuredSurface: 'accent' },
      faq: { variant: 'accordion', surface: 'page' },
      leadForm: { variant: 'split', surface: 'accent', cardSurface: 'card' },
      footer: { surface: 'deep' },
    });
  },
};

function mobappHero(section: SectionOf<'hero'>, index: number, ctx: PageContext): SafeHtml {
  const screen = heroMedia(section, () => phoneScreen());
  return sectionFrame(
    index,
    ctx,
    { surface: 'glow', className: 'hero ma-hero' },
    html`<div class="wrap ma-grid">${heroCopy(section, index, ctx, { className: 'ma-copy' })}<div class="ma-stage" aria-hidden="true"><div class="ma-phone"><div class="ma-screen"><span class="ma-notch"></span>${screen}</div></div><div class="ma-float one"><b></b><span></span></div><div class="ma-float two"><b></b><span></span></div></div></div>`,
  );
}

/** An app's home screen in blocks: title bars, a hero card, a chart and a list. */
function phoneScreen(): SafeHtml {
  return trustedMarkup(
    '<span class="ma-bar w60"></span><span class="ma-bar w40"></span><span class="ma-card"></span><span class="ma-chart"><i></i><i></i><i></i><i></i><i></i><i></i></span><span class="ma-row"><b></b><span></span></span><span class="ma-row"><b></b><span></span></span><span class="ma-row"><b></b><span></span></span><span class="ma-tabs"><i></i><i></i><i></i><i></i></span>',
  );
}
