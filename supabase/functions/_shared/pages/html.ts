import { escapeAttribute, escapeHtml, safeUrl } from '../escape.ts';

/**
 * Markup that is already safe to emit. Only `html`, `url` and `trustedMarkup` make it, so a plain
 * string can never reach the page unescaped by accident.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function interpolate(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  // escapeHtml escapes quotes as well, so the same value is safe in text and in quoted attributes.
  return escapeHtml(value);
}

/** Tagged template: every interpolated string is escaped; nested `html` results pass through. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += interpolate(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** A URL for a quoted href/src/action: unsafe schemes become '#', then attribute-escaped. */
export function url(value: string): SafeHtml {
  return new SafeHtml(escapeAttribute(safeUrl(value)));
}

/** For markup and CSS the renderer builds itself from constants and validated colours only. */
export function trustedMarkup(value: string): SafeHtml {
  return new SafeHtml(value);
}

export function joinHtml(parts: readonly SafeHtml[], separator = ''): SafeHtml {
  return new SafeHtml(parts.map((p) => p.value).join(separator));
}
