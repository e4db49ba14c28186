/**
 * The logo as files to download, drawn from the same shapes as src/components/brand-mark.tsx:
 * SVG as written here, PNG rasterised in the browser from that SVG.
 */

export const BRAND_COLORS = [
  { name: 'Indigo', hex: '#6a5cff' },
  { name: 'Deep indigo', hex: '#3b2bd1' },
  { name: 'Sunrise', hex: '#ffd166' },
  { name: 'Ink', hex: '#1f1f1f' },
] as const;

export type BrandVariant = 'logo' | 'logo-on-dark' | 'icon';

const ICON_SHAPES = `<defs><linearGradient id="pitchcraft-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6a5cff"/><stop offset="1" stop-color="#3b2bd1"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#pitchcraft-gradient)"/>
<path d="M14 22l18 12 18-12" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M14 22v20a4 4 0 0 0 4 4h20" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<path d="M44 38l6 6-6 6" fill="none" stroke="#ffd166" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;

const WORDMARK_FONT = 'Inter, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif';
const LOGO_WIDTH = 300;

function wordmark(color: string) {
  return `<text x="84" y="46" font-family="${WORDMARK_FONT}" font-size="38" font-weight="800" letter-spacing="-0.76" fill="${color}">Pitchcraft</text>`;
}

export function brandSvg(variant: BrandVariant): { svg: string; width: number; height: number } {
  if (variant === 'icon') {
    return {
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Pitchcraft">${ICON_SHAPES}</svg>`,
      width: 64,
      height: 64,
    };
  }
  const dark = variant === 'logo-on-dark';
  const background = dark
    ? `<rect x="-16" y="-16" width="${LOGO_WIDTH + 32}" height="96" rx="12" fill="#1f1f1f"/>`
    : '';
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="64" viewBox="${dark ? `-16 -16 ${LOGO_WIDTH + 32} 96` : `0 0 ${LOGO_WIDTH} 64`}" role="img" aria-label="Pitchcraft">${background}${ICON_SHAPES}${wordmark(dark ? '#ffffff' : '#1f1f1f')}</svg>`,
    width: dark ? LOGO_WIDTH + 32 : LOGO_WIDTH,
    height: dark ? 96 : 64,
  };
}

function save(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

export function downloadSvg(variant: BrandVariant) {
  const url = URL.createObjectURL(new Blob([brandSvg(variant).svg], { type: 'image/svg+xml' }));
  save(url, `pitchcraft-${variant}.svg`);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A PNG four times the SVG's size, sharp on high-density screens and in print. */
export async function downloadPng(variant: BrandVariant, scale = 4) {
  const { svg, width, height } = brandSvg(variant);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas produced no PNG');
  const url = URL.createObjectURL(blob);
  save(url, `pitchcraft-${variant}.png`);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
