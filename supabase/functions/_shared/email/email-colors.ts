/**
 * The four colour roles (primary backgrounds, secondary text and buttons, tertiary accents,
 * quaternary lines) turned into what each block of an email paints, readable whatever the palette:
 * text reaches WCAG AA on the block it sits on, a button 3:1 against that block (WCAG's non-text
 * contrast), and its label 4.5:1 against the button.
 */

import {
  AA_LARGE,
  AA_NORMAL,
  contrastRatio,
  ensureContrast,
  isDark,
  mixHex,
  normalizeHex,
  readableTextColor,
  shade,
} from '../color.ts';
import type { Palette } from '../content/brief.ts';

/** What sits on one background: the block's own text and button colours. */
export interface BlockColors {
  background: string;
  heading: string;
  text: string;
  button: string;
  buttonText: string;
}

export interface EmailColors {
  /** Around the card. */
  canvas: string;
  /** The card: the brand's background. */
  surface: BlockColors;
  /** A light wash of the accent, for tinted blocks. */
  tint: BlockColors;
  /** The brand's own strong colour as a full-width block (bold, tech, luxury heroes). */
  block: BlockColors;
  /** Bands and bars: decoration, kept the brand's exact accent. */
  accent: string;
  muted: string;
  line: string;
}

/** A label colour that reaches 4.5:1 on the button: near-black or white, else pure black or white. */
export function labelOn(button: string): string {
  const candidates = [readableTextColor(button), '#000000', '#ffffff'];
  return candidates.find((c) => contrastRatio(c, button) >= AA_NORMAL) ?? '#000000';
}

/** The first brand colour that stands out 3:1 from the block, else the first one shaded until it does. */
export function buttonOn(background: string, preferred: string[]): { button: string; buttonText: string } {
  const button =
    preferred.find((c) => contrastRatio(c, background) >= AA_LARGE) ??
    ensureContrast(preferred[0] ?? '#1a1a1a', background, AA_LARGE);
  return { button, buttonText: labelOn(button) };
}

function blockColors(background: string, brand: string, buttons: string[]): BlockColors {
  // Headings carry the brand colour itself; long copy reads best as a neutral tinted with it.
  const heading = ensureContrast(brand, background, AA_NORMAL);
  const text = ensureContrast(
    mixHex(readableTextColor(background, '#1f1f1f', '#f2f2f2'), brand, 0.3),
    background,
    AA_NORMAL,
  );
  return { background, heading, text, ...buttonOn(background, buttons) };
}

export function emailColors(palette: Palette): EmailColors {
  const surface = normalizeHex(palette.primary, '#ffffff');
  const brand = normalizeHex(palette.secondary, '#1a1a1a');
  const accent = normalizeHex(palette.tertiary, brand);
  const tint = mixHex(surface, accent, isDark(surface) ? 0.18 : 0.12);
  // A block in the brand colour; a brand too close to the card is darkened (or lightened) to read as a block.
  const block = contrastRatio(brand, surface) >= AA_LARGE ? brand : ensureContrast(brand, surface, AA_LARGE);
  const blockText = readableTextColor(block, '#1f1f1f', '#ffffff');
  const surfaceColors = blockColors(surface, brand, [brand, accent]);
  return {
    // A step darker than a light card, a step lighter than a dark one.
    canvas: isDark(surface) ? shade(surface, -0.35) : shade(surface, -0.06),
    surface: surfaceColors,
    tint: blockColors(tint, brand, [brand, accent]),
    block: blockColors(block, blockText, [accent, surface, blockText]),
    accent,
    muted: ensureContrast(
      isDark(surface) ? shade(surfaceColors.text, -0.25) : shade(surfaceColors.text, 0.3),
      surface,
      AA_NORMAL,
    ),
    line: normalizeHex(palette.quaternary, shade(surface, -0.15)),
  };
}
