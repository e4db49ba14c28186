import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Locale = 'en' | 'es';

const CATALOG = resolve(import.meta.dirname, '../../locales/es/messages.po');
let spanish: Map<string, string> | undefined;

/** The Spanish catalog's one-line entries, msgid → msgstr. */
function spanishEntries(): Map<string, string> {
  spanish ??= new Map(
    [...readFileSync(CATALOG, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)].map(([, id, text]) => [
      id as string,
      text as string,
    ]),
  );
  return spanish;
}

const PLACEHOLDER = /\{[^}]+\}/g;

/**
 * What the app shows for an English source text (a catalog id such as "Actions for {0}") in the
 * locale, its placeholders filled with `values` in the order the English names them: a journey
 * finds a button by the name a reader of that language hears.
 */
export function said(locale: Locale, english: string, ...values: string[]): string {
  const text = locale === 'en' ? english : spanishEntries().get(english);
  if (text === undefined) throw new Error(`no Spanish for "${english}" in locales/es/messages.po`);
  const names: string[] = english.match(PLACEHOLDER) ?? [];
  return text.replace(PLACEHOLDER, (name) => values[names.indexOf(name)] ?? name);
}
