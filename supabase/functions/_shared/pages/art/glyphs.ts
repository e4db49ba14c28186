import { type SafeHtml, trustedMarkup } from '../html.ts';

/** Abstract marks for feature items: shapes, not pictograms, so they never misdescribe a feature. */
const SHAPES = [
  '<circle cx="12" cy="12" r="7"/>',
  '<rect x="6" y="6" width="12" height="12" rx="2" transform="rotate(45 12 12)"/>',
  '<path d="M12 4 20 19H4z"/>',
  '<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8z"/>',
  '<path d="M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z"/>',
  '<path d="M3 14c3-6 6-6 9 0s6 6 9 0v5H3z"/>',
];

export function glyph(index: number, className = 'glyph'): SafeHtml {
  const shape = SHAPES[index % SHAPES.length];
  return trustedMarkup(
    `<svg class="${className}" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="currentColor">${shape}</svg>`,
  );
}
