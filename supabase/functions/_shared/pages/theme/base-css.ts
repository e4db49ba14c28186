import { FONT_STACKS, type FontStack } from './font-stacks.ts';
import type { MoodStyle } from './mood-style.ts';

/** Tokens every template's CSS reads: the mood's type, corners and rhythm. */
export function rootVariables(
  mood: MoodStyle,
  fonts: { heading?: FontStack; body?: FontStack } = {},
): string {
  const heading = FONT_STACKS[fonts.heading ?? mood.headingFont];
  const body = FONT_STACKS[fonts.body ?? mood.bodyFont];
  return `:root{--font-h:${heading};--font-b:${body};--hw:${mood.headingWeight};--track:${mood.headingTracking}em;--radius:${mood.radius}px;--space:calc(clamp(3.5rem,8vw,6.5rem) * ${mood.spacing});--label-case:${mood.uppercaseLabels ? 'uppercase' : 'none'}}`;
}

/**
 * Mobile-first layout shared by all templates: reset, accessibility helpers (skip link, focus,
 * hidden honeypot), and a neutral default for every section variant that templates restyle.
 */
export const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}*,*::before,*::after{animation:none!important;transition:none!important}}
body{margin:0;font-family:var(--font-b);font-size:1.0625rem;line-height:1.65;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
img,svg{display:block;max-width:100%}
h1,h2,h3{font-family:var(--font-h);font-weight:var(--hw);letter-spacing:var(--track);line-height:1.12;margin:0 0 .5em;text-wrap:balance}
h1{font-size:clamp(2.4rem,8vw,4.4rem)}
h2{font-size:clamp(1.8rem,5vw,2.8rem)}
h3{font-size:1.2rem;line-height:1.3}
p{margin:0 0 1em}
a{color:inherit}
address{font-style:normal}
.wrap{width:min(100% - 2.5rem,72rem);margin-inline:auto}
.sec{padding-block:var(--space);position:relative}
.sec-head{max-width:42rem;margin-bottom:clamp(2rem,5vw,3rem)}
.sec-head p:last-child,.feat p:last-child,.plan p:last-child{margin-bottom:0}
.lede{font-size:1.15rem;color:var(--muted);text-wrap:pretty}
.eyebrow{display:inline-block;font-size:.8rem;font-weight:700;letter-spacing:.14em;text-transform:var(--label-case);color:var(--accent);margin-bottom:1rem}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:48px;padding:.8rem 1.6rem;border:2px solid var(--btn-bg);border-radius:min(var(--radius),999px);background:var(--btn-bg);color:var(--btn-fg);font:inherit;font-weight:700;line-height:1.2;text-align:center;text-decoration:none;cursor:pointer;transition:transform .15s ease,box-shadow .15s ease}
.btn:hover{transform:translateY(-1px);box-shadow:0 10px 24px -12px var(--btn-bg)}
.btn:disabled{opacity:.7;cursor:progress}
.btn-ghost{background:transparent;color:var(--fg);border-color:var(--field)}
.btn-sm{min-height:44px;padding:.5rem 1.1rem;font-size:.95rem}
.btn-lg{min-height:56px;padding:1rem 2.2rem;font-size:1.1rem}
:focus-visible{outline:3px solid var(--fg);outline-offset:3px}
.skip{position:absolute;left:1rem;top:-5rem;z-index:100;padding:.75rem 1.25rem;background:#111111;color:#ffffff;border-radius:6px;font-weight:700;text-decoration:none}
.skip:focus{top:1rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.hp{position:absolute!important;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.site-header .header-row{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:76px}
.header-cta{white-space:nowrap}
@media (max-width:419px){.header-cta{display:none}}
.brand{display:inline-flex;align-items:center;gap:.6rem;text-decoration:none}
.brand-logo{height:40px;width:auto;max-width:180px;object-fit:contain}
.brand-name{font-family:var(--font-h);font-weight:var(--hw);font-size:1.3rem;letter-spacing:var(--track);line-height:1.1}
.hero-img{width:100%;height:100%;object-fit:cover}
.hero-actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.feat-list{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem}
.feat{display:flex;flex-direction:column;gap:.9rem}
.feat-title{margin:0 0 .35rem}
.feat p{color:var(--muted)}
.feat-mark{display:inline-grid;place-items:center;width:52px;height:52px;border-radius:calc(var(--radius) + 4px);color:var(--accent);background:color-mix(in srgb,var(--accent) 12%,transparent)}
.feat-num{font-family:var(--font-h);font-size:2.25rem;line-height:1;font-weight:var(--hw);color:var(--accent)}
.features-cards .feat,.features-icons .feat{padding:1.75rem;border:1px solid var(--line);border-radius:var(--radius)}
.features-menu .feat-list{max-width:46rem}
.features-menu .feat-title{display:flex;align-items:baseline;gap:.6rem}
.features-menu .leader{flex:1;border-bottom:2px dotted var(--line);transform:translateY(-.3em)}
.features-timeline .feat-list{border-left:2px solid var(--line);padding-left:1.75rem;gap:2.25rem;max-width:52rem}
.features-timeline .feat{position:relative}
.features-timeline .feat::before{content:"";position:absolute;left:calc(-1.75rem - 8px);top:.35rem;width:14px;height:14px;border-radius:50%;background:var(--accent);box-shadow:0 0 0 5px var(--bg)}
.quote-list{display:grid;gap:1.25rem}
.quote{margin:0;padding:1.75rem;border:1px solid var(--line);border-radius:var(--radius);display:flex;flex-direction:column;justify-content:space-between;gap:1.25rem}
.quote blockquote{margin:0;font-size:1.1rem}
.quote blockquote p{margin:0}
.quote figcaption{display:flex;flex-direction:column;font-size:.95rem}
.quote-author{font-weight:700}
.quote-role{color:var(--muted)}
.testimonials-spotlight .quote-list{display:flex;flex-wrap:wrap}
.testimonials-spotlight .quote{flex:1 1 17rem}
.testimonials-spotlight .quote:first-child{flex-basis:100%}
.testimonials-spotlight .quote:first-child blockquote{font-size:clamp(1.3rem,3vw,1.8rem);line-height:1.4}
.testimonials-quotes .quote{border:0}
.offer-intro{max-width:44rem}
.offer-body{color:var(--muted);font-size:1.1rem}
.offer-cta{margin-top:2rem}
.plans{display:grid;gap:1.25rem;margin-top:2.5rem;align-items:stretch}
.plan{display:flex;flex-direction:column;gap:.9rem;padding:2rem;border:1px solid var(--line);border-radius:var(--radius)}
.plan .btn{margin-top:auto}
.plan-badge{align-self:flex-start;margin:0;padding:.3rem .75rem;border-radius:999px;background:var(--btn-bg);color:var(--btn-fg);font-size:.75rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.plan-name{margin:0}
.plan-price{margin:0;font-family:var(--font-h);font-size:2.25rem;font-weight:var(--hw);line-height:1.1;letter-spacing:var(--track)}
.plan-features{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:.55rem}
.plan-features li{position:relative;padding-left:1.7rem}
.plan-features li::before{content:"";position:absolute;left:.1rem;top:.5em;width:.8rem;height:.4rem;border-left:2px solid var(--accent);border-bottom:2px solid var(--accent);transform:rotate(-45deg)}
.faq-list{display:grid;max-width:48rem}
.faq-item{border-bottom:1px solid var(--line)}
.faq-item summary{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:1.15rem 0;cursor:pointer;list-style:none;font-weight:650;font-size:1.1rem}
.faq-item summary::-webkit-details-marker{display:none}
.faq-item summary::after{content:"+";flex:none;font-size:1.6rem;line-height:1;color:var(--accent);transition:transform .2s ease}
.faq-item[open] summary::after{transform:rotate(45deg)}
.faq-answer{padding-bottom:1.15rem;color:var(--muted)}
.lead .wrap{display:grid;gap:2rem}
.lead-centered .wrap{max-width:42rem}
.lead-centered .lead-copy{text-align:center}
.lead-centered .sec-head{margin-inline:auto}
.lead-copy .sec-head{margin-bottom:0}
.lead-card{padding:clamp(1.5rem,5vw,2.5rem);border-radius:calc(var(--radius) * 1.5)}
.lead-form .fields{display:grid;gap:1rem}
.field label{display:block;margin-bottom:.35rem;font-size:.95rem;font-weight:650}
.field input{width:100%;min-height:48px;padding:.7rem .9rem;border:1.5px solid var(--field);border-radius:min(var(--radius),14px);background:var(--bg);color:var(--fg);font:inherit}
.field input:focus-visible{outline:3px solid var(--accent);outline-offset:1px;border-color:var(--fg)}
.req{color:var(--accent)}
.form-note,.form-privacy{font-size:.875rem;color:var(--muted)}
.opt{font-weight:400;color:var(--muted)}
.btn-submit{width:100%;margin-top:1.5rem}
.form-status{margin:1rem 0 0;font-weight:600}
.form-status:empty{display:none}
.field-error{margin:.35rem 0 0;font-size:.875rem;font-weight:600}
.lead-form [aria-invalid=true]{border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.form-success,.form-inactive{margin:0;padding:1.1rem 1.25rem;border-left:4px solid var(--accent);font-weight:600}
.site-footer{padding-block:3rem;font-size:.95rem}
.footer-grid{display:grid;gap:1.5rem}
.footer-brand address{margin-top:.75rem;color:var(--muted)}
.footer-brand address p{margin:0}
.footer-legal{color:var(--muted)}
.footer-copy{margin:0}
.footer-top{font-weight:600}
@media (min-width:600px){
.lead-form .fields{grid-template-columns:1fr 1fr}
.lead-form .fields .field:only-child{grid-column:1 / -1}
}
@media (min-width:760px){
.feat-list{grid-template-columns:repeat(2,1fr)}
.features-menu .feat-list,.features-timeline .feat-list{grid-template-columns:1fr}
.quote-list{grid-template-columns:repeat(auto-fit,minmax(17rem,1fr))}
.footer-grid{grid-template-columns:1fr 2fr auto;align-items:start}
}
@media (min-width:960px){
.feat-list[data-count="3"],.feat-list[data-count="5"],.feat-list[data-count="6"]{grid-template-columns:repeat(3,1fr)}
.features-menu .feat-list[data-count],.features-timeline .feat-list[data-count]{grid-template-columns:1fr}
.plans[data-count="2"]{grid-template-columns:repeat(2,1fr)}
.plans[data-count="3"]{grid-template-columns:repeat(3,1fr)}
.lead-split .wrap{grid-template-columns:1fr 1fr;align-items:center;gap:4.5rem}
.features-split .wrap{display:grid;grid-template-columns:1fr 1.7fr;gap:4rem;align-items:start}
.features-split .sec-head{position:sticky;top:2rem}
.features-split .feat-list[data-count]{grid-template-columns:1fr 1fr}
.faq-columns .wrap{display:grid;grid-template-columns:1fr 1.6fr;gap:4rem;align-items:start}
}
`;
