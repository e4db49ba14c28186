/** Small grammar helpers that let sentence templates take the brief's own phrases. */

import type { Locale } from '../../content/brief.ts';

export function collapseSpaces(text: string): string {
  // A no-break space is kept: it holds "15 %" together on one line.
  return text.replace(/[^\S\u00a0]+/g, ' ').trim();
}

/** The first letter upper case, after any opening "¡", "¿" or quote ("¡El Mes de Introducción…"). */
export function capitalize(text: string): string {
  return text.replace(
    /^([¡¿"“«(]*)(\p{L})/u,
    (_, marks: string, letter: string) => marks + letter.toUpperCase(),
  );
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function asSentence(text: string): string {
  const clean = collapseSpaces(text).replace(/[,;:]+$/, '');
  if (clean === '') return '';
  return capitalize(/[.!?…]$/.test(clean) ? clean : `${clean}.`);
}

/**
 * Lowers the first letter for the middle of a sentence, unless the first word looks like a name or
 * an acronym ("Austin", "SaaS", "B2B") or starts with one of `keepCase` (the product, the sender).
 */
export function lowerInitial(text: string, keepCase: readonly string[] = []): string {
  const [first = '', second = ''] = text.split(' ');
  const looksLikeName =
    (first.length < 2 && first !== 'A') ||
    first !== capitalize(first.toLowerCase()) ||
    keepCase.some((word) => word && text.startsWith(word)) ||
    (/^[A-ZÁÉÍÓÚÑ]/.test(second) && !/^[A-ZÁÉÍÓÚÑ]+$/.test(second));
  return looksLikeName ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** A phrase written to stand alone ("Young professionals who love coffee.") made fit for mid-sentence. */
export function asPhrase(text: string, keepCase: readonly string[] = []): string {
  return lowerInitial(collapseSpaces(text).replace(/[.!?;:,]+$/, ''), keepCase);
}

/** "a, b and c" / "a, b y c" (Spanish "e" before an i-sound). */
export function joinList(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1];
  const conjunction = locale === 'es' ? (/^h?i[^aeouáéó]/i.test(last) ? 'e' : 'y') : 'and';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}

/** Splits free text into sentences, keeping abbreviations like "e.g." mostly intact. */
export function sentences(text: string): string[] {
  return collapseSpaces(text)
    .split(/(?<=[.!?])\s+(?=[¿¡"“A-ZÁÉÍÓÚÑ0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 1);
}

/** Splits a list the way people type one: lines, semicolons, bullets, or "1." numbering. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n|;|•|·|(?:^|\s)\d+[.)]\s|(?:^|\s)[-*]\s/)
    .map((item) => collapseSpaces(item).replace(/^[-*,\s]+|[.,\s]+$/g, ''))
    .filter((item) => item.length > 2);
}

/** Shortens to at most `max` characters at a word boundary, with no dangling punctuation. */
export function fitLength(text: string, max: number): string {
  // Line breaks stay: sign-offs and bullet lists are laid out by them.
  const clean = text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(max * 0.6)));
  return atWord.replace(/[\s,;:—–-]+$/, '').slice(0, max);
}

/**
 * Fills `{slot}` placeholders. A template whose slots are not all available is not usable:
 * callers filter with `canFill` first, so no "{" or "undefined" ever reaches the copy.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export function canFill(template: string, values: Readonly<Record<string, string>>): boolean {
  return [...template.matchAll(/\{(\w+)\}/g)].every(([, key]) => (values[key] ?? '') !== '');
}
