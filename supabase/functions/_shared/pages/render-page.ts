import type { PageDocument } from '../content/page-document.ts';
import { hashSeed } from './art/seed.ts';
import { LEAD_FORM_ANCHOR, type PageContext } from './context.ts';
import { LEAD_FORM_SCRIPT, LEAD_FORM_SCRIPT_MARKER } from './enhance-script.ts';
import { headMeta } from './head-meta.ts';
import { html, trustedMarkup, url } from './html.ts';
import { pageStrings } from './i18n/strings.ts';
import type { RenderPageOptions } from './options.ts';
import { APP_DOWNLOAD_CSS } from './sections/app-download.ts';
import { MENU_CSS } from './sections/menu.ts';
import { TEMPLATES } from './templates/registry.ts';
import type { Surfaces } from './templates/template.ts';
import { BASE_CSS, rootVariables } from './theme/base-css.ts';
import { MOOD_STYLES } from './theme/mood-style.ts';
import { validatedPalette } from './theme/palette.ts';
import { makeSurface, surfaceCss } from './theme/surface.ts';

/**
 * A complete, self-contained HTML5 document for a landing page: inline CSS, no external fonts or
 * images besides the logo and uploaded assets, readable and submittable with JavaScript off.
 * Platform-neutral: the public-page function and the SPA's live preview both call it.
 */
export function renderPage(document: PageDocument, options: RenderPageOptions): string {
  const design = TEMPLATES[document.template] ?? TEMPLATES.avilon;
  const palette = validatedPalette(options.palette);
  const mood = MOOD_STYLES[options.mood] ?? MOOD_STYLES.professional;
  const locale = options.locale === 'es' ? 'es' : 'en';
  const hasLeadForm = document.sections.some((s) => s.type === 'leadForm');
  const ctx: PageContext = {
    document,
    options: { ...options, locale },
    palette,
    mood,
    strings: pageStrings(locale),
    seed: hashSeed(
      `${document.template}${palette.primary}${palette.secondary}${palette.tertiary}${palette.quaternary}`,
    ),
    defaultCtaHref: hasLeadForm ? `#${LEAD_FORM_ANCHOR}` : '#main',
  };

  const surfaces: Surfaces = {};
  for (const [name, input] of Object.entries(design.surfaces(palette)))
    surfaces[name] = makeSurface(input, palette);
  const css = [
    rootVariables(mood, design.fonts),
    BASE_CSS,
    ...Object.entries(surfaces).map(([name, s]) => surfaceCss(name, s)),
    design.css(ctx, surfaces),
    // Only pages that have these sections carry their few rules.
    document.sections.some((s) => s.type === 'menu') ? MENU_CSS : '',
    document.sections.some((s) => s.type === 'appDownload') ? APP_DOWNLOAD_CSS : '',
  ].join('\n');

  const script =
    hasLeadForm && options.leadFormActive && !options.leadSubmitted && !options.preview
      ? trustedMarkup(`<script ${LEAD_FORM_SCRIPT_MARKER}="lead-form">${LEAD_FORM_SCRIPT}</script>`)
      : '';
  // The view, counted by a request the visitor's browser makes, since the page itself is a static
  // file (docs/public-pages.md): the script's beacon, else (JavaScript off, or a page without a
  // form) this image, whose request carries the page's address and so its utm_source.
  const pixel =
    options.eventsUrl && !options.preview && !options.leadSubmitted
      ? html`<img src="${url(options.eventsUrl)}" alt="" width="1" height="1" style="position:absolute" referrerpolicy="no-referrer-when-downgrade">`
      : '';
  const viewBeacon = pixel && script ? html`<noscript>${pixel}</noscript>` : pixel;

  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${headMeta(document, ctx.options)}<meta name="theme-color" content="${surfaces.page?.bg ?? palette.primary}">
<style>${trustedMarkup(css)}</style>
</head>
<body id="top" class="t-${document.template} s-page">
<a class="skip" href="#main">${ctx.strings.skipToContent}</a>
${design.body(ctx, surfaces)}
${script}${viewBeacon}
</body>
</html>
`.value;
}
