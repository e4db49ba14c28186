/**
 * System font stacks (no web fonts: pages load nothing external). After modernfontstacks.com,
 * each ending in fonts every OS ships.
 */
export const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", "Century Gothic", system-ui, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  rounded:
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, system-ui, sans-serif',
  industrial:
    'Bahnschrift, "DIN Alternate", "Franklin Gothic Medium", "Nimbus Sans Narrow", sans-serif-condensed, Impact, sans-serif',
  transitional: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, "Liberation Serif", Georgia, serif',
  oldStyle: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, Palatino, Georgia, serif',
  didone: 'Didot, "Bodoni MT", "Noto Serif Display", "URW Palladio L", P052, Sylfaen, Georgia, serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
} as const;

export type FontStack = keyof typeof FONT_STACKS;
