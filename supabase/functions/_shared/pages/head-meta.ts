import type { PageDocument } from '../content/page-document.ts';
import { html, type SafeHtml, url } from './html.ts';
import type { RenderPageOptions } from './options.ts';

const OG_LOCALES = { en: 'en_US', es: 'es_ES' } as const;

/** Search results show about 155 characters; a longer description is cut mid-word by them. */
export const META_DESCRIPTION_MAX = 155;

/** The description within 155 characters, cut after a whole word and marked with an ellipsis. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  const room = clean.slice(0, META_DESCRIPTION_MAX);
  const space = room.lastIndexOf(' ');
  const words = space > 0 ? room.slice(0, space) : room.slice(0, META_DESCRIPTION_MAX - 1);
  return `${words.replace(/[\s,;:.!?¡¿—–-]+$/, '')}…`;
}

/** The image a share card shows: the hero's uploaded image, else the logo, else none. */
function shareImage(document: PageDocument, options: RenderPageOptions): string {
  const hero = document.sections.find((s) => s.type === 'hero');
  const image = hero?.type === 'hero' ? hero.imageUrl : '';
  return image || options.sender.logoUrl || '';
}

/** Title, description, canonical, Open Graph and Twitter card tags. */
export function headMeta(document: PageDocument, options: RenderPageOptions): SafeHtml {
  const { title } = document.seo;
  const description = metaDescription(document.seo.description);
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
