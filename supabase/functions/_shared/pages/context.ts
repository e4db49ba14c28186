import type { Palette } from '../content/brief.ts';
import type { PageDocument, PageSection } from '../content/page-document.ts';
import type { PageStrings } from './i18n/strings.ts';
import type { RenderPageOptions } from './options.ts';
import type { MoodStyle } from './theme/mood-style.ts';

/** Everything a template needs to draw one page. */
export interface PageContext {
  document: PageDocument;
  options: RenderPageOptions;
  /** The options' palette with every colour validated as #rrggbb. */
  palette: Palette;
  mood: MoodStyle;
  strings: PageStrings;
  /** Seeds the decorative art, so the same palette always draws the same picture. */
  seed: number;
  /** Where a call to action goes when the document gives no URL: the lead form, or the top. */
  defaultCtaHref: string;
}

export type SectionOf<T extends PageSection['type']> = Extract<PageSection, { type: T }>;

/** Stable ids for a section's heading, so landmarks can be labelled by it. */
export function headingId(index: number): string {
  return `sec-${index}-title`;
}

export const LEAD_FORM_ANCHOR = 'lead-form';
