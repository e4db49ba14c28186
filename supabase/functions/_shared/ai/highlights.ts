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
  en: /^(?:with|for|from|in|at|that|which|who|so|while|to|on|by|before|after|and|or|but|then|every|each)$/i,
  es: /^(?:con|para|desde|en|que|quien|quienes|mientras|a|por|antes|después|y|e|o|pero|cada|sin)$/i,
};

/** Openings that only join a clause to the one before ("and how…", "so finance teams…"). */
const LEADING_JOINERS: Record<Locale, RegExp> = {
  en: /^(?:and|but|so|then|also|plus|while|which|that|it|it's|this|they|we|our|a|an|the)\s+/i,
  es: /^(?:y|e|pero|así que|luego|además|mientras|que|esto|esta|este|un|una|el|la|los|las)\s+/i,
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
    while (at >= 3 && !CUT_BEFORE[locale].test(list[at])) at--;
    if (at < 3) return pieces;
    pieces.push(list.slice(0, at).join(' '));
    list = list.slice(at);
  }
  return [...pieces, list.join(' ')];
}

/** Lists of short items stay together: "contracts, overtime and outsourcing" is one point. */
function clauses(sentence: string): string[] {
  const pieces = sentence
    .replace(/[.!?…]+$/, '')
    .split(/\s*[;:()—–]\s*|,\s+/)
    .map(collapseSpaces)
    .filter(Boolean);
  const merged: string[] = [];
  for (const piece of pieces) {
    const short = words(piece).length < 3;
    if (short && merged.length > 0) merged[merged.length - 1] += `, ${piece}`;
    else merged.push(piece);
  }
  return merged.map((clause) => clause.replace(/, (and|y|e) /g, ' $1 '));
}

function strip(clause: string, locale: Locale): string {
  let out = clause;
  for (let i = 0; i < 3 && LEADING_JOINERS[locale].test(out); i++)
    out = out.replace(LEADING_JOINERS[locale], '');
  return out.replace(/[,;:\s]+$/, '');
}

/**
 * Up to `max` facts from the description's sentences, each of three to eight words, in order,
 * without repeats. `skip` names what the copy states elsewhere (the offer, the date).
 */
export function highlightsOf(
  sentenceList: readonly string[],
  locale: Locale,
  skip: readonly string[] = [],
  max = 5,
): string[] {
  const out: string[] = [];
  for (const sentence of sentenceList) {
    if (skip.some((fact) => fact && sentence.includes(fact))) continue;
    for (const fact of clauses(sentence).flatMap((clause) => shorten(strip(clause, locale), locale))) {
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
