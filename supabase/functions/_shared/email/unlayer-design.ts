/**
 * The design JSON of Unlayer (react-email-editor): the source of truth of every email, so the
 * drag-and-drop editor opens what the generator built. Only the parts this project reads are typed;
 * Unlayer adds its own keys, which pass through untouched.
 */

export type UnlayerValues = Record<string, unknown>;

export interface UnlayerContent {
  id?: string;
  type: string;
  values: UnlayerValues;
}

export interface UnlayerColumn {
  id?: string;
  contents: UnlayerContent[];
  values: UnlayerValues;
}

export interface UnlayerRow {
  id?: string;
  /** Relative column widths: [1, 1] is two equal columns, [1, 2] a third and two thirds. */
  cells: number[];
  columns: UnlayerColumn[];
  values: UnlayerValues;
}

export interface UnlayerDesign {
  counters: Record<string, number>;
  body: {
    id?: string;
    rows: UnlayerRow[];
    headers?: UnlayerRow[];
    footers?: UnlayerRow[];
    values: UnlayerValues;
  };
  schemaVersion: number;
}

/** The schema version of the designs Unlayer's editor saved at the time of writing. */
export const UNLAYER_SCHEMA_VERSION = 16;

export interface UnlayerFont {
  label: string;
  value: string;
}

/** A string value, or the fallback when the design holds anything else. */
export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
