import type { PageDocument } from '../content/page-document.ts';
import { html, type SafeHtml, url } from './html.ts';
import type { RenderPageOptions } from './options.ts';

const OG_LOCALES = { en: 'en_US', es: 'es_ES' } as const;

/** The image a share card shows: the hero's uploaded image, else the logo, else none. */
function shareImage(document: PageDocument, options: RenderPageOptions): string {
  const hero = document.sections.find((s) => s.type === 'hero');
  const image = hero?.type === 'hero' ? hero.imageUrl : '';
  return image || options.sender.logoUrl || '';
}

/** Title, description, canonical, Open Graph and Twitter card tags. */
export function headMeta(document: PageDocument, options: RenderPageOptions): SafeHtml {
  const { title, description } = document.seo;
  const image = shareImage(document, options);
  const canonical = options.canonicalUrl;
  return html`<title>${title}</title>
<meta name="description" content="${description}">
${options.preview ? html`<meta name="robots" content="noindex, nofollow">\n` : ''}${canonical ? html`<link rel="canonical" href="${url(canonical)}">\n` : ''}<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:site_name" content="${options.sender.organizationName}">
<meta property="og:locale" content="${OG_LOCALES[options.locale]}">
${canonical ? html`<meta property="og:url" content="${url(canonical)}">\n` : ''}${image ? html`<meta property="og:image" content="${url(image)}">\n` : ''}<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
${image ? html`<meta name="twitter:image" content="${url(image)}">\n` : ''}`;
}
