/**
 * Keyword stems found in free text, in English or Spanish, at the start of a word. A stem ending
 * in "$" must be the whole word ("ai$" finds "AI" but not "aimed").
 */

const LETTER = /[a-z0-9áéíóúüñ]/;

function occurs(haystack: string, stem: string): number {
  const whole = stem.endsWith('$');
  const word = whole ? stem.slice(0, -1) : stem;
  let at = haystack.indexOf(word);
  while (at >= 0) {
    // A stem that itself starts with a non-letter ("% off") needs no boundary before it.
    const startOk = !LETTER.test(word[0]) || !LETTER.test(haystack[at - 1] ?? ' ');
    const endOk = !whole || !LETTER.test(haystack[at + word.length] ?? ' ');
    if (startOk && endOk) return at;
    at = haystack.indexOf(word, at + 1);
  }
  return -1;
}

/** The stems that occur in `text`. */
export function matchStems(text: string, stems: readonly string[]): string[] {
  const haystack = ` ${text.toLowerCase()} `;
  return stems.filter((stem) => occurs(haystack, stem) >= 0);
}

/** The word of `text` a stem matched ("consult" → "consultancy"), as the text spells it. */
export function matchedWord(text: string, stem: string): string {
  const haystack = ` ${text.toLowerCase()} `;
  const at = occurs(haystack, stem);
  if (at < 0) return '';
  const original = ` ${text} `;
  const rest = original.slice(at);
  const word = stem.endsWith('$') ? stem.slice(0, -1) : stem;
  return /\s/.test(word) ? rest.slice(0, word.length) : (/^[^\s,.;:!?()"“”«»]+/.exec(rest)?.[0] ?? word);
}
