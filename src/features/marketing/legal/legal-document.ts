/**
 * The legal texts of /other. A legal text is translated as a whole document, so each language has
 * its own (legal-document-en.ts, legal-document-es.ts) instead of one catalogue entry per sentence.
 */
export type LegalPart = { heading: string; paragraphs: string[]; list?: string[] };

export type LegalSection = {
  /** The anchor of the section (/other#privacy); the same in both languages. */
  id: 'legal-notice' | 'privacy' | 'terms';
  title: string;
  intro: string;
  parts: LegalPart[];
};

export type LegalDocument = { updated: string; sections: LegalSection[] };
