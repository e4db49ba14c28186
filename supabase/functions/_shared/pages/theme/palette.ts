import type { Palette } from '../../content/brief.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/** Used when a stored colour is not a #rrggbb hex: a calm, readable default. */
const FALLBACK: Palette = {
  primary: '#ffffff',
  secondary: '#1f2937',
  tertiary: '#2563eb',
  quaternary: '#d1d5db',
};

/**
 * Colours reach CSS, so only strict #rrggbb passes; anything else (a `</style>` breakout, a
 * `url(...)`, a named colour) is replaced, never escaped into the stylesheet.
 */
export function validatedPalette(palette: Partial<Record<keyof Palette, unknown>> | undefined): Palette {
  const pick = (key: keyof Palette): string => {
    const value = palette?.[key];
    return typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : FALLBACK[key];
  };
  return {
    primary: pick('primary'),
    secondary: pick('secondary'),
    tertiary: pick('tertiary'),
    quaternary: pick('quaternary'),
  };
}
