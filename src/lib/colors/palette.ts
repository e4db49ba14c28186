/** SPEC §3 roles: primary backgrounds, secondary text and buttons, tertiary accents, quaternary borders and lines. */
export type Palette = { primary: string; secondary: string; tertiary: string; quaternary: string };

export const PALETTE_ROLES = ['primary', 'secondary', 'tertiary', 'quaternary'] as const;
export type PaletteRole = (typeof PALETTE_ROLES)[number];

/** What the database's colour columns accept (`^#[0-9A-Fa-f]{6}$`). */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The palette of a workspace that has not chosen one: calm background, dark text, indigo accent. */
export const DEFAULT_PALETTE: Palette = {
  primary: '#ffffff',
  secondary: '#1f2330',
  tertiary: '#4c3ee6',
  quaternary: '#d9dce6',
};

export type PaletteColumns = {
  primary_color: string | null;
  secondary_color: string | null;
  tertiary_color: string | null;
  quaternary_color: string | null;
};

/** A row's four colour columns as a palette, each missing role from `fallback`. */
export const paletteFromColumns = (row: PaletteColumns, fallback: Palette = DEFAULT_PALETTE): Palette => ({
  primary: row.primary_color ?? fallback.primary,
  secondary: row.secondary_color ?? fallback.secondary,
  tertiary: row.tertiary_color ?? fallback.tertiary,
  quaternary: row.quaternary_color ?? fallback.quaternary,
});

export const isCompletePalette = (palette: Palette) =>
  PALETTE_ROLES.every((role) => HEX_COLOR.test(palette[role]));

export const samePalette = (a: Palette, b: Palette) =>
  PALETTE_ROLES.every((role) => a[role].toLowerCase() === b[role].toLowerCase());
