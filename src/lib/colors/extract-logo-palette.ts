import type { Palette } from './palette.ts';
import { proposePalette } from './propose-palette.ts';

/** The four-colour proposal for a logo file, read in the browser (nothing leaves the machine). */
export async function extractLogoPalette(file: Blob): Promise<Palette> {
  const { extractColors } = await import('extract-colors');
  const url = URL.createObjectURL(file);
  try {
    const colors = await extractColors(url, { pixels: 40_000, distance: 0.18 });
    return proposePalette(colors);
  } finally {
    URL.revokeObjectURL(url);
  }
}
