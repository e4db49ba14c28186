/**
 * The answer's note on parts left in the brief's language (docs/generation.md): a contract the app
 * reads too, so it imports nothing but the content types.
 */

import type { Locale } from '../content/brief.ts';

/** What the offline composer writes in the brief's own language when it is not the content's. */
export type UntranslatedPart = 'highlights';

export interface BriefLanguageNote {
  /** The language the brief is written in. */
  language: Locale;
  /** The parts written in it ('highlights': the facts listed from the brief's description). */
  parts: UntranslatedPart[];
}
