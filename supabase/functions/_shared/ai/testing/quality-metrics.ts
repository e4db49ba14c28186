/**
 * The text figures of the quality bench (issue 21, docs/generation.md "Quality bench"): what a
 * marketer reading the generated words would object to. Pure functions over the generated content
 * (read generically, so new section types and email blocks are read too) and the brief; the
 * rendered figures (button position, contrast) are measured in Chromium by bench/support.
 */

import type { Brief, ExpressBrief, Locale } from '../../content/brief.ts';
import { decodeEntities } from '../../email/sanitize-html.ts';
import type { BriefFacts } from './quality-corpus.ts';

/** Fields that are never copy: links, images, machine values, and the legal text (kept verbatim on purpose). */
const NOT_COPY = new Set([
  'url',
  'ctaUrl',
  'imageUrl',
  'logoUrl',
  'href',
  'src',
  'type',
  'template',
  'version',
  'fields',
  'legal',
  'highlighted',
]);

/** The texts a reader sees in generated content, each with where it is (`sections.2.body`). */
export function readerTexts(
  content: unknown,
  skip: ReadonlySet<string> = new Set(),
): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  const walk = (value: unknown, path: string, key: string) => {
    if (NOT_COPY.has(key) || skip.has(key)) return;
    if (typeof value === 'string') {
      if (value.trim() && !/^(https?:|mailto:|tel:)/i.test(value.trim())) found.push({ path, text: value });
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, path ? `${path}.${i}` : String(i), key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k, k);
    }
  };
  walk(content, '', '');
  return found;
}

/** Not the body: the inbox lines and the search result, and the button labels (repeating a button is the design). */
export const NOT_BODY = new Set(['subject', 'preheader', 'seo', 'label', 'ctaLabel', 'submitLabel']);

/** Lowercase, one space, same apostrophes and percent signs: what "the same sentence" compares. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/(\d)\s+%/g, '$1%')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s"'¿¡(]+|[\s.!?…:;,"')]+$/g, '');
}

/** Sentences end at . ! ? … followed by a space or the end, and at line breaks. */
export function splitSentences(text: string, alsoAtSemicolons = false): string[] {
  const boundary = alsoAtSemicolons ? /(?<=[.!?…;])\s+|\n+/ : /(?<=[.!?…])\s+|\n+/;
  return text
    .split(boundary)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const wordCount = (sentence: string) =>
  sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** What the brief says in the marketer's own sentences (the legal text is meant to be kept as is). */
export function briefSentences(brief: Brief | ExpressBrief): string[] {
  const fields =
    'prompt' in brief
      ? [brief.prompt]
      : [brief.description, brief.goals, brief.objectives, brief.targetAudience, brief.branding];
  return fields.flatMap((field) => splitSentences(field, true));
}

/** Copied: a brief sentence of more than eight words found verbatim (case and spacing aside) in the copy. */
export function copiedBriefSentences(
  briefSentenceList: readonly string[],
  copy: readonly string[],
): string[] {
  const body = normalize(copy.join(' \n '));
  return briefSentenceList.filter((s) => wordCount(s) > 8 && body.includes(normalize(s)));
}

/** Sentences of four words or more said twice or more in one email or page (headings and labels of fewer words aside). */
export function repeatedSentences(copy: readonly string[]): { sentence: string; times: number }[] {
  const counts = new Map<string, { sentence: string; times: number }>();
  for (const sentence of copy.flatMap((text) => splitSentences(text))) {
    if (wordCount(sentence) < 4) continue;
    const key = normalize(sentence);
    const seen = counts.get(key);
    if (seen) seen.times++;
    else counts.set(key, { sentence, times: 1 });
  }
  return [...counts.values()].filter((s) => s.times > 1);
}

export const wordSet = (text: string) =>
  new Set(normalize(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []);

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Mean and max Jaccard overlap of the word sets of every pair of texts (the 13 moods' emails of one brief). */
export function pairwiseOverlap(texts: readonly string[]): {
  mean: number;
  max: number;
  maxPair: [number, number];
} {
  const sets = texts.map(wordSet);
  let sum = 0;
  let pairs = 0;
  let max = 0;
  let maxPair: [number, number] = [0, 0];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const overlap = jaccard(sets[i], sets[j]);
      sum += overlap;
      pairs++;
      if (overlap > max) {
        max = overlap;
        maxPair = [i, j];
      }
    }
  }
  return { mean: pairs ? sum / pairs : 0, max, maxPair };
}

export const distinctCount = (values: readonly string[]) => new Set(values.map(normalize)).size;

const PLACEHOLDERS: readonly [string, RegExp][] = [
  ['merge tag', /\{\{[^}]*\}\}/],
  ['[Insert …]', /\[\s*(insert|inserta|insertar|add|agrega|your|tu|nombre|name)\b[^\]]*\]/i],
  ['lorem ipsum', /\blorem\b|\bipsum dolor\b/i],
  ['"Your company"', /\byour company\b/i],
  ['"Tu empresa"', /\btu empresa\b/i],
  ['TODO / TBD', /\b(TODO|TBD|XXX)\b/],
];

/** Placeholders a reader would see: merge tags, "[Insert …]", lorem, the demo's "Your company". */
export function placeholderErrors(visibleText: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of PLACEHOLDERS) {
    const match = visibleText.match(pattern);
    if (match) found.push(`${name}: ${snippet(visibleText, match.index ?? 0, match[0].length)}`);
  }
  return found;
}

/** Words after which a Spanish noun phrase has its determiner: articles, contractions, possessives, demonstratives. */
const DETERMINERS = new Set(
  'el la los las lo un una unos unas del al tu tus su sus mi mis nuestro nuestra nuestros nuestras este esta estos estas ese esa esos esas aquel aquella cada otro otra cualquier'.split(
    ' ',
  ),
);

/**
 * Spanish article errors. Rule: a name the corpus marks as a common-noun phrase ("Caja Brunch",
 * "Valuación Gratuita"; BriefFacts.articled) used inside a sentence must follow a determiner
 * ("la", "tu", "del"…). Not flagged: the name opening a sentence, line or text ("Caja Brunch: lo
 * que trae"), after a colon, a dash, a vertical bar or an opening quote (a label or a title), or a
 * text that is the name alone (a plan's name). So "ahorrar un 10 % en Caja Brunch" and
 * "¿Qué es Caja Brunch?" are errors; "ahorra en tu Caja Brunch" and "Caja Brunch | Casa Masa" are not.
 */
export function spanishArticleErrors(texts: readonly string[], names: readonly string[]): string[] {
  const errors: string[] = [];
  for (const name of names) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const text of texts) {
      for (const match of text.matchAll(pattern)) {
        const before = text.slice(0, match.index).replace(/[ \t]+$/, '');
        const lastChar = before.at(-1);
        if (!before || lastChar === undefined || /[\n.!?¿¡:|—–\-"“«(]/.test(lastChar)) continue;
        const previousWord = before.match(/([\p{L}]+)$/u)?.[1]?.toLowerCase();
        if (previousWord && DETERMINERS.has(previousWord)) continue;
        errors.push(snippet(text, match.index ?? 0, match[0].length));
      }
    }
  }
  return errors;
}

/** The brief's facts a reader was not told, and the internal ones that leaked into the copy. */
export function factErrors(
  copy: readonly string[],
  facts: BriefFacts,
): { missing: string[]; leaked: string[] } {
  const body = normalize(copy.join(' \n '));
  const has = (fact: string) => body.includes(normalize(fact));
  return { missing: facts.mustMention.filter((f) => !has(f)), leaked: facts.mustNotMention.filter(has) };
}

/** The text a browser would show: head, styles, scripts and tags removed, entities decoded. */
export function visibleTextOfHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<head[\s\S]*?<\/head>/gi, ' ')
      .replace(/<(style|script|noscript|template)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(br|\/p|\/div|\/h\d|\/li|\/td|\/tr)\b[^>]*>/gi, '\n')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function snippet(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + length + 30);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}

/** What the text figures read of one email or page. */
export interface DocText {
  locale: Locale;
  /** Everything the reader sees of the words (inbox lines and labels included, legal aside). */
  copy: string[];
  /** The body: `copy` without inbox lines, SEO and button labels. */
  body: string[];
  /** The rendered HTML's text, footer included: where placeholders show. */
  visibleText: string;
  briefSentences: string[];
  facts: BriefFacts;
}

export interface TextFigures {
  copied: string[];
  repeated: { sentence: string; times: number }[];
  placeholders: string[];
  articles: string[];
  missingFacts: string[];
  leakedFacts: string[];
}

export function textFigures(doc: DocText): TextFigures {
  const facts = factErrors(doc.copy, doc.facts);
  return {
    copied: copiedBriefSentences(doc.briefSentences, doc.copy),
    repeated: repeatedSentences(doc.body),
    placeholders: placeholderErrors(doc.visibleText),
    articles: doc.locale === 'es' ? spanishArticleErrors(doc.copy, doc.facts.articled ?? []) : [],
    missingFacts: facts.missing,
    leakedFacts: facts.leaked,
  };
}
