/**
 * What a generation answer says when the offline composer kept part of the copy in the brief's
 * language (a brief written in English for a Spanish workspace): the app shows it, so the user
 * knows which parts to review. A model writes everything in the content's language: no note.
 */

import { readBrief } from './brief-facts.ts';
import type { BriefLanguageNote } from './brief-language-note.ts';
import type { AnyBrief } from './provider.ts';

export function briefLanguageNote(brief: AnyBrief, providerName: string): BriefLanguageNote | null {
  if (providerName !== 'offline') return null;
  const facts = readBrief(brief);
  return facts.untranslated.length > 0 ? { language: facts.sourceLocale, parts: facts.untranslated } : null;
}
