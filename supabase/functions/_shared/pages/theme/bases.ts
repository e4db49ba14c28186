import { relativeLuminance, shade } from '../../color.ts';

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
