import { isDark, relativeLuminance, shade } from '../../color.ts';
import type { Palette } from '../../content/brief.ts';
import { blend } from './blend.ts';

/**
 * The primary colour (the background role) as a page background for a light template: itself
 * when already light, else a pale tint of it, so a saturated brand colour never floods the page.
 */
export function lightBase(primary: string, tint = 0.92): string {
  return relativeLuminance(primary) > 0.75 ? primary : shade(primary, tint);
}

/** The same for dark templates: itself when already deep, else a deep shade of it. */
export function darkBase(primary: string, depth = 0.86): string {
  return relativeLuminance(primary) < 0.03 ? primary : shade(primary, -depth);
}

/** Pick the paler of two colours: the palette may put its light colour in either role. */
export function lighter(a: string, b: string): string {
  return relativeLuminance(a) >= relativeLuminance(b) ? a : b;
}

export function darker(a: string, b: string): string {
  return relativeLuminance(a) < relativeLuminance(b) ? a : b;
}

/** A dark brand palette: a deep background colour under light text. */
export function isDarkPalette(p: Palette): boolean {
  const background = relativeLuminance(p.primary);
  return background < 0.18 && relativeLuminance(p.secondary) > background;
}

/**
 * The page background of a light template: a pale tint of the brand's background colour, or, for
 * a dark palette, that colour kept deep (tinting it would only give a washed-out grey page).
 */
export function pageBase(p: Palette, tint: number): string {
  return isDarkPalette(p) ? darkBase(p.primary, 0.6) : lightBase(p.primary, tint);
}

/**
 * A band or card `amount` lighter than `colour` on a light page; on a dark page the same step
 * stays dark: the page itself lifted a little, any other colour sunk towards the page.
 */
export function raise(colour: string, amount: number, page: string): string {
  if (!isDark(page)) return shade(colour, amount);
  return colour === page ? blend(page, '#ffffff', amount * 0.1) : blend(colour, page, amount);
}
