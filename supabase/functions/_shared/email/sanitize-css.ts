/** Inline CSS from users' HTML, kept to an allowlist of properties and harmless values. */

const ALLOWED_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'text-align',
  'text-decoration',
  'text-transform',
  'line-height',
  'letter-spacing',
  'vertical-align',
  'white-space',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'display',
]);

/** Anything that can fetch, script or escape the declaration is refused outright. */
const DANGEROUS =
  /url\s*\(|expression|javascript|vbscript|behavio(?:u)?r|-moz-binding|@import|\\|<|>|\/\*|&#|&[a-z]+;/i;
const SAFE_VALUE = /^[#\w\s.,%'"()+!-]*$/;
const SAFE_DISPLAY = new Set(['block', 'inline', 'inline-block', 'none', 'table', 'table-cell', 'table-row']);

/** `fixColor` lets the renderer lift text colours to AA on the background they land on. */
export function sanitizeStyle(style: string, fixColor?: (color: string) => string): string {
  const out: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    let value = declaration.slice(colon + 1).trim();
    if (!ALLOWED_PROPERTIES.has(property) || value === '' || DANGEROUS.test(value) || !SAFE_VALUE.test(value))
      continue;
    if (property === 'display' && !SAFE_DISPLAY.has(value.toLowerCase())) continue;
    if (property === 'color' && fixColor && /^#[0-9a-f]{3,6}$/i.test(value)) value = fixColor(value);
    out.push(`${property}:${value}`);
  }
  return out.join(';');
}
