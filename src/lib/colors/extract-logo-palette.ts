import type { Palette } from './palette.ts';
import { proposePalette } from './propose-palette.ts';

// Colours closer than this merge, so a logo's anti-aliased edges do not count as colours of their
// own; hues about 15° apart stay apart (the library's default, 30°, averaged a bakery's orange
// with its red into a colour the logo does not have). Small blends left over cover too little of
// the logo to take a role (proposePalette).
const EXTRACTION = { pixels: 40_000, distance: 0.12, hueDistance: 0.04 };

/** The four-colour proposal for a logo file, read in the browser (nothing leaves the machine). */
export async function extractLogoPalette(file: Blob): Promise<Palette> {
  const { extractColors } = await import('extract-colors');
  const url = URL.createObjectURL(file);
  try {
    return proposePalette(await extractColors(url, EXTRACTION));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The same proposal for pixels already decoded (RGBA, row by row). */
export async function paletteFromPixels(image: {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}): Promise<Palette> {
  const { extractColorsFromImageData } = await import('extract-colors');
  return proposePalette(extractColorsFromImageData(image, EXTRACTION));
}
