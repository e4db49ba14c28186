/**
 * WCAG 2.x contrast for the palette's colours: renderers check text against its background and
 * adjust the text colour until AA holds. Platform-neutral (edge functions and the SPA).
 */

export type Rgb = { r: number; g: number; b: number };

/** WCAG AA: 4.5 for body text, 3 for large text (≥ 24 px, or ≥ 18.66 px bold). */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

/** Parses #rgb or #rrggbb (case-insensitive); anything else is null. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const written = match?.[1];
  if (!written) return null;
  const digits =
    written.length === 3
      ? written
          .split('')
          .map((d) => d + d)
          .join('')
      : written;
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** A colour as #rrggbb in lower case, or the fallback when it does not parse. */
export function normalizeHex(hex: string, fallback: string): string {
  const rgb = parseHex(hex);
  return rgb ? toHex(rgb) : fallback;
}

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex) ?? { r: 0, g: 0, b: 0 };
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function isDark(hex: string): boolean {
  // Beyond this luminance black text contrasts better than white.
  return relativeLuminance(hex) < 0.179;
}

/** Near-black or white, whichever reads better on the background. */
export function readableTextColor(background: string, dark = '#111111', light = '#ffffff'): string {
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

/**
 * The foreground itself when it already reaches `minRatio` on the background; otherwise the
 * least-changed shade of it (mixed towards black or white, keeping its hue) that does; and as a
 * last resort the readable black or white.
 */
export function ensureContrast(foreground: string, background: string, minRatio = AA_NORMAL): string {
  const fg = parseHex(foreground);
  if (!parseHex(background)) return foreground;
  if (!fg) return readableTextColor(background);
  if (contrastRatio(toHex(fg), background) >= minRatio) return toHex(fg);
  const towards = isDark(background) ? { r: 255, g: 255, b: 255 } : { r: 0, g: 0, b: 0 };
  // Binary search the smallest mix that passes: contrast grows monotonically along this line.
  let low = 0;
  let high = 1;
  if (contrastRatio(toHex(mix(fg, towards, 1)), background) < minRatio) return readableTextColor(background);
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (contrastRatio(toHex(mix(fg, towards, mid)), background) >= minRatio) high = mid;
    else low = mid;
  }
  const adjusted = toHex(mix(fg, towards, high));
  // Rounding to 8-bit channels can land a hair under the ratio; step once more if so.
  return contrastRatio(adjusted, background) >= minRatio
    ? adjusted
    : toHex(mix(fg, towards, Math.min(1, high + 0.02)));
}

/** `a` mixed with `b`: 0 is a, 1 is b. */
export function mixHex(a: string, b: string, amount: number): string {
  const from = parseHex(a);
  const to = parseHex(b);
  if (!from || !to) return a;
  return toHex(mix(from, to, Math.min(1, Math.max(0, amount))));
}

/** A colour mixed towards white (amount > 0) or black (amount < 0), for tints and shades. */
export function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const target = amount >= 0 ? { r: 255, g: 255, b: 255 } : { r: 0, g: 0, b: 0 };
  return toHex(mix(rgb, target, Math.min(1, Math.abs(amount))));
}
