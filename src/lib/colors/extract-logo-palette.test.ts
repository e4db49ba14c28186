import { contrastRatio } from '@shared/color.ts';
import { describe, expect, it } from 'vitest';
import { paletteFromPixels } from './extract-logo-palette.ts';

/** A synthetic logo: bands of flat colour, each covering its share of a 200 × 200 image. */
function logo(bands: [hex: string, share: number][], size = 200) {
  const data = new Uint8ClampedArray(size * size * 4);
  let pixel = 0;
  for (const [hex, share] of bands) {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    for (let n = Math.round(share * size * size); n > 0 && pixel < size * size; n--, pixel++) {
      data.set([r ?? 0, g ?? 0, b ?? 0, 255], pixel * 4);
    }
  }
  return { data, width: size, height: size };
}

/** Whether the palette holds a colour that looks like `hex` (the extraction averages nearby pixels). */
const holds = (palette: Record<string, string>, hex: string) =>
  Object.values(palette).some((colour) => contrastRatio(colour, hex) < 1.1);

describe('paletteFromPixels', () => {
  it('keeps the orange that fills a third of a bakery logo beside a small bright red detail', async () => {
    const palette = await paletteFromPixels(
      logo([
        ['#f7efe2', 0.5],
        ['#e8771e', 0.3],
        ['#3d2314', 0.12],
        ['#ff1010', 0.08],
      ]),
    );
    expect(holds(palette, '#e8771e')).toBe(true);
    expect(palette.tertiary).not.toBe(palette.quaternary);
    for (const colour of ['#f7efe2', '#3d2314', '#ff1010']) expect(holds(palette, colour)).toBe(true);
  });

  it('still blends a fourth colour when the logo has only three', async () => {
    const palette = await paletteFromPixels(
      logo([
        ['#ffffff', 0.6],
        ['#e8771e', 0.3],
        ['#5a3a22', 0.1],
      ]),
    );
    expect(palette).toMatchObject({ primary: '#ffffff', tertiary: '#e8771e' });
    expect(contrastRatio(palette.secondary, palette.primary)).toBeGreaterThanOrEqual(4.5);
  });
});
