/** What a content renderer needs to know about where it lands. */

export interface RenderContext {
  /** The background behind the content, for contrast checks. */
  background: string;
  /** The body's text colour and font, inherited by contents that set none. */
  textColor: string;
  fontFamily: string;
  linkColor: string;
  /** Width in px available to the column, for images. */
  width: number;
}

/** A padding value like "10px 20px" kept only when it is just lengths. */
export function cssLength(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^(?:\d{1,3}(?:\.\d+)?(?:px|%)?\s*){1,4}$/.test(value.trim())
    ? value.trim()
    : fallback;
}

export function cssColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(value.trim())
    ? value.trim()
    : fallback;
}

/** Font stacks from designs are attribute-escaped later; here only harmless characters pass. */
export function cssFont(value: unknown, fallback: string): string {
  const stack = typeof value === 'object' && value !== null ? (value as { value?: unknown }).value : value;
  return typeof stack === 'string' && /^[\w\s,'"-]+$/.test(stack) ? stack : fallback;
}

export function pxNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
