import { contrastRatio } from '@shared/color.ts';
import { describe, expect, it } from 'vitest';
import { proposePalette, textContrast } from './propose-palette.ts';

const color = (hex: string, area: number, saturation: number, lightness: number) => ({
  hex,
  area,
  saturation,
  lightness,
});

describe('proposePalette', () => {
  it('puts a light logo colour behind, the darkest in front and the most saturated as accent', () => {
    const palette = proposePalette([
      color('#f5f1e8', 0.5, 0.4, 0.94),
      color('#13294b', 0.3, 0.57, 0.18),
      color('#e4572e', 0.2, 0.76, 0.54),
    ]);
    expect(palette.primary).toBe('#f5f1e8');
    expect(palette.secondary).toBe('#13294b');
    expect(palette.tertiary).toBe('#e4572e');
    expect(palette.quaternary).not.toBe(palette.primary);
  });

  it('tints the dominant colour for the background when the logo has no light colour', () => {
    const palette = proposePalette([color('#1d4ed8', 0.7, 0.7, 0.48), color('#f59e0b', 0.3, 0.92, 0.5)]);
    expect(textContrast(palette).passes).toBe(true);
    expect(contrastRatio(palette.primary, '#ffffff')).toBeLessThan(1.3);
  });

  it('darkens text that would not reach AA on the background', () => {
    const palette = proposePalette([color('#ffffff', 0.6, 0, 1), color('#f6c945', 0.4, 0.9, 0.62)]);
    expect(textContrast(palette).ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('proposes a readable default when nothing was found', () => {
    expect(textContrast(proposePalette([])).passes).toBe(true);
  });
});

describe('textContrast', () => {
  it('fails light grey text on white', () => {
    expect(textContrast({ primary: '#ffffff', secondary: '#aaaaaa' }).passes).toBe(false);
  });
});
