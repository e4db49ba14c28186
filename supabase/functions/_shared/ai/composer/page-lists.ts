/**
 * The things a brief lists (dishes, services, stops of a trip), for the list sections of page
 * types: its points when it has them, else a bulleted list, else a sentence that is only a list
 * ("Sourdough loaves, croissants and seasonal pies."). Only the brief's words, never invented.
 */

import type { BriefFacts } from '../brief-facts.ts';
import { collapseSpaces } from './text.ts';

const MAX_WORDS = 5;
// A sentence that opens with who does something is prose, not a list of products.
const PROSE_OPENING =
  /^(?:we|our|i|you|your|it|this|they|there|nosotros|nuestr[oa]s?|tu|tus|este|esta|hay|somos|tenemos|ofrecemos)\b/i;

function items(parts: string[]): string[] {
  return parts
    .map((part) =>
      collapseSpaces(part)
        .replace(/^[-•*–]\s*/, '')
        .replace(/[.;:!]+$/, ''),
    )
    .filter((part) => part.length > 2);
}

function bulleted(text: string): string[] {
  return items(text.split('\n').filter((line) => /^\s*[-•*–]\s+\S/.test(line)));
}

function listSentence(sentence: string): string[] {
  const parts = items(sentence.split(/,\s*|\s+(?:and|or|y|o|e)\s+/i));
  const short = parts.every((part) => part.split(' ').length <= MAX_WORDS);
  return parts.length >= 3 && short && !PROSE_OPENING.test(parts[0] ?? '') ? parts : [];
}

export function listedItems(facts: BriefFacts, max = 8): string[] {
  if (facts.points.length >= 2) return facts.points.slice(0, max);
  const bullets = bulleted(facts.allText);
  if (bullets.length >= 2) return bullets.slice(0, max);
  for (const sentence of facts.description) {
    const list = listSentence(sentence);
    if (list.length) return list.slice(0, max);
  }
  return [];
}
