/**
 * The description as short facts ("Steeped for 20 hours", "Organic beans from Colombia"): what the
 * copy may say of the product in the brief's own words, never a whole sentence of the brief.
 * A marketer's paragraph pasted into an email reads as a draft; eight words or fewer read as a
 * point the email makes.
 */

import type { Locale } from '../content/brief.ts';
import { capitalize, collapseSpaces } from './composer/text.ts';

export const MAX_HIGHLIGHT_WORDS = 8;

/** Words a clause can be cut before without leaving it dangling. */
const CUT_BEFORE: Record<Locale, RegExp> = {
  en: /^(?:with|within|for|from|in|into|at|that|which|who|so|while|to|on|by|before|after|during|until|through|via|across|around|over|than|because|when|where|if|as|and|or|but|then|every|each)$/i,
  es: /^(?:con|para|desde|en|que|quien|quienes|mientras|a|por|antes|después|durante|hasta|cuando|donde|si|como|porque|sobre|entre|tras|según|hacia|y|e|o|pero|cada|sin)$/i,
};

const JOINING: Record<Locale, RegExp> = { en: /^(?:and|or|but)$/i, es: /^(?:y|e|o|u|pero)$/i };

/** Openings that only join a clause to the one before ("and how…", "so finance teams…"). */
const LEADING_JOINERS: Record<Locale, RegExp> = {
  en: /^(?:and|or|but|so|then|also|plus|while|which|that|it|it's|this|they|we|our|a|an|the)\s+/i,
  es: /^(?:y|e|o|u|pero|así que|luego|además|mientras|que|esto|esta|este|un|una|el|la|los|las)\s+/i,
};

const words = (text: string) => text.split(' ').filter(Boolean);
/** Words as a reader counts them: "two-hour" is two. */
const wordCount = (text: string) => (text.match(/[\p{L}\p{N}%$]+/gu) ?? []).length;

/** Cuts a clause into pieces of at most eight words, each before a joining word. */
function shorten(clause: string, locale: Locale): string[] {
  let list = words(clause);
  const pieces: string[] = [];
  while (wordCount(list.join(' ')) > MAX_HIGHLIGHT_WORDS) {
    let at = Math.min(MAX_HIGHLIGHT_WORDS, list.length - 1);
    while (at >= 3 && wordCount(list.slice(0, at).join(' ')) > MAX_HIGHLIGHT_WORDS) at--;
    // "between 8 and 11 a.m." is one fact: never cut inside a range of numbers.
    const inRange = (i: number) =>
      /^\d/.test(list[i + 1] ?? '') && list.slice(Math.max(0, i - 4), i).some((w) => /\d/.test(w));
    // A conjunction is the cleanest place to cut ("…limited to 40 | and coffee is on us").
    const conjunction = (i: number) => JOINING[locale].test(list[i]) && !inRange(i);
    let cut = at;
    while (cut >= 3 && !conjunction(cut)) cut--;
    while (at >= 3 && (!CUT_BEFORE[locale].test(list[at]) || inRange(at))) at--;
    if (cut >= 3) at = cut;
    if (at < 3) return pieces;
    pieces.push(list.slice(0, at).join(' '));
    list = list.slice(at);
  }
  return [...pieces, list.join(' ')];
}

/**
 * Clauses at strong breaks (";", ":", dashes) and at commas; a list of short items ("vinyasa,
 * yin, yoga prenatal y…") stays one clause, for shorten() to cut where it reads well.
 */
function clauses(sentence: string): string[] {
  return sentence
    .replace(/[.!?…]+$/, '')
    .split(/\s*[;()—–]\s*|:\s+/)
    .flatMap((segment) => {
      const pieces = segment.split(/,\s+/).map(collapseSpaces).filter(Boolean);
      const isList = pieces.some((piece) => words(piece).length < 3);
      return isList ? [pieces.join(', ').replace(/, (and|y|e) /g, ' $1 ')] : pieces;
    });
}

function strip(clause: string, locale: Locale): string {
  let out = clause;
  for (let i = 0; i < 3 && LEADING_JOINERS[locale].test(out); i++)
    out = out.replace(LEADING_JOINERS[locale], '');
  return out.replace(/[,;:\s]+$/, '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "trip to Chiapas departing October 3" → "trip to Chiapas": the copy states its dates, offer and
 * price itself.
 */
function withoutDates(sentence: string, dates: readonly string[]): string {
  let out = sentence;
  const forms = dates.filter(Boolean).flatMap((date) => {
    const bare = date.replace(/^el\s+/i, '');
    // The weekday may have gone with an instruction ("Invite owners to our seminar on Saturday, …").
    const dayless = bare.replace(/^[\p{L}]+,?\s+(?=\p{Lu}|\d)/u, '');
    return dayless !== bare ? [bare, dayless] : [bare];
  });
  for (const bare of forms) {
    out = out.replace(
      new RegExp(
        String.raw`,?\s*(?:\b(?:on|departing|departs|starting|starts|from|until|through|by|el|hasta|desde|antes del?|sale|salimos)\s+)*${escapeRegExp(bare)}`,
        'i',
      ),
      '',
    );
  }
  return collapseSpaces(out);
}

/**
 * Up to `max` facts from the description's sentences, each of three to eight words, in order,
 * without repeats. A clause holding one of `skip` (the offer, the code, a date the copy states
 * elsewhere) is left out.
 */
export function highlightsOf(
  sentenceList: readonly string[],
  locale: Locale,
  skip: readonly string[] = [],
  max = 8,
  dates: readonly string[] = [],
): string[] {
  const out: string[] = [];
  for (const sentence of sentenceList) {
    const pieces = clauses(withoutDates(sentence, dates))
      .filter((clause) => !skip.some((fact) => fact && clause.includes(fact)))
      .flatMap((clause) => shorten(strip(clause, locale), locale));
    for (const fact of pieces.map((piece) => strip(piece, locale))) {
      const count = wordCount(fact);
      if (count < 3 || count > MAX_HIGHLIGHT_WORDS) continue;
      const key = fact.toLowerCase();
      if (out.some((seen) => seen.toLowerCase() === key)) continue;
      out.push(capitalize(fact));
      if (out.length >= max) return out;
    }
  }
  return out;
}

/** Up to `count` highlights, those with a number first (48 hours, 20 banks), in the brief's order. */
export function chooseHighlights(highlights: readonly string[], count: number, from = 0): string[] {
  const ranked = highlights
    .map((text, index) => ({ text, index, numeric: /\d/.test(text) }))
    .sort((a, b) => Number(b.numeric) - Number(a.numeric) || a.index - b.index)
    .slice(from, from + count);
  return ranked.sort((a, b) => a.index - b.index).map((h) => h.text);
}

/**
 * The facts a mood's email lists: those with a number always (48 hours, $49), then the others from
 * an offset of the mood's own, so thirteen moods do not repeat one another's bullet list.
 */
export function rotateHighlights(highlights: readonly string[], count: number, offset: number): string[] {
  const numeric = highlights.filter((h) => /\d/.test(h));
  // A fact that opens with a preposition ("In our Roma kitchen") leans on the one before it: it
  // is listed only when the mood lists more than the facts that stand alone.
  const leaning = (h: string) => /^(?:in|at|on|with|for|from|to|en|con|de|del|a|al|para|desde)\s/i.test(h);
  const others = [
    ...highlights.filter((h) => !/\d/.test(h) && !leaning(h)),
    ...highlights.filter((h) => !/\d/.test(h) && leaning(h)),
  ];
  const room = Math.max(0, count - numeric.length);
  const standing = others.filter((h) => !leaning(h)).length || others.length;
  const start = offset % standing;
  const picked = [
    ...others.slice(start, standing),
    ...others.slice(0, start),
    ...others.slice(standing),
  ].slice(0, room);
  const chosen = new Set([...numeric.slice(0, count), ...picked]);
  return highlights.filter((h) => chosen.has(h));
}
