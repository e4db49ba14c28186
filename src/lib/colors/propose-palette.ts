import { AA_NORMAL, contrastRatio, ensureContrast, mixHex, normalizeHex } from '@shared/color.ts';
import { DEFAULT_PALETTE, type Palette } from './palette.ts';

/** A colour extract-colors found in a logo: its hex and how much of the logo it covers. */
export type LogoColor = { hex: string; area: number; saturation: number; lightness: number };

const WHITE = '#ffffff';
const INK = '#1f2330';

/**
 * Four colours in their roles from a logo's colours:
 * - primary (backgrounds): the logo's own light colour when it has one, else a pale tint of its
 *   dominant colour, so content sits on something calm;
 * - secondary (text, buttons): the colour that contrasts most with that background, darkened
 *   along its hue until it reaches AA (4.5:1) when it does not;
 * - tertiary (accents): the vivid colour left that covers most of the logo, the one that draws the eye;
 * - quaternary (borders, lines): a fourth colour covering a real share of the logo, else a soft
 *   step between the accent and the background.
 */
export function proposePalette(found: readonly LogoColor[]): Palette {
  const colors = found
    .map((color) => ({ ...color, hex: normalizeHex(color.hex, '') }))
    .filter((color) => color.hex !== '');
  if (colors.length === 0) {
    return { ...DEFAULT_PALETTE };
  }
  const byArea = [...colors].sort((a, b) => b.area - a.area);
  const total = colors.reduce((sum, color) => sum + color.area, 0);
  const dominant = byArea[0] ?? colors[0];
  const lightest = [...colors].sort((a, b) => b.lightness - a.lightness)[0];

  const primary =
    lightest && lightest.lightness >= 0.9 ? lightest.hex : mixHex(dominant?.hex ?? WHITE, WHITE, 0.92);
  const rest = colors.filter((color) => color.hex !== primary);

  const strongest = [...(rest.length ? rest : colors)].sort(
    (a, b) => contrastRatio(b.hex, primary) - contrastRatio(a.hex, primary),
  )[0];
  const secondary = ensureContrast(strongest?.hex ?? INK, primary, AA_NORMAL);

  const accents = rest.filter((color) => color.hex !== strongest?.hex);
  const accent = mostVisible(accents.length ? accents : rest.length ? rest : colors, total);
  const tertiary = accent?.hex ?? secondary;

  // A fourth colour the logo really shows takes the last role; only without one is it a blend.
  const fourth = byArea.find(
    (color) =>
      shareOf(color, total) >= REAL_SHARE && ![primary, strongest?.hex, tertiary].includes(color.hex),
  );
  const quaternary = fourth?.hex ?? mixHex(tertiary, primary, 0.65);
  return { primary, secondary, tertiary, quaternary };
}

/** A colour covering at least this share of the logo is part of the brand, not a detail. */
const REAL_SHARE = 0.05;
const VIVID = 0.3;

const shareOf = (color: LogoColor, total: number) => (total > 0 ? color.area / total : 0);

/**
 * The accent: the vivid colour covering most of the logo, so a small bright detail (a red dot)
 * never hides the orange that fills a third of it; the most saturated when none is vivid and large.
 */
function mostVisible(candidates: readonly LogoColor[], total: number): LogoColor | undefined {
  const large = candidates.filter((c) => c.saturation >= VIVID && shareOf(c, total) >= REAL_SHARE);
  if (large.length) return [...large].sort((a, b) => b.area - a.area)[0];
  return [...candidates].sort((a, b) => b.saturation - a.saturation)[0];
}

/** Whether text in the secondary colour reads on the primary background (WCAG AA, body text). */
export function textContrast(palette: Pick<Palette, 'primary' | 'secondary'>) {
  const ratio = contrastRatio(palette.secondary, palette.primary);
  return { ratio, passes: ratio >= AA_NORMAL };
}
