import type { PageTemplate } from '@shared/content/brief.ts';
import type { PageDocument, PageSection, PageSectionType } from '@shared/content/page-document.ts';

/** The schema's bounds (page-document.ts), so the editor offers only what will validate. */
export const MAX_SECTIONS = 20;
export const MIN_SECTIONS = 1;

/** Item counts per list, as pageDocumentSchema allows them. */
export const LIST_LIMITS = {
  featureItems: { min: 2, max: 6 },
  testimonialItems: { min: 1, max: 4 },
  faqItems: { min: 1, max: 8 },
  menuItems: { min: 1, max: 12 },
  offerPlans: { min: 0, max: 3 },
  planFeatures: { min: 0, max: 8 },
} as const;

/**
 * Sections a page shows once at most: templates draw only the first footer (always at the
 * bottom) and the lead form is the target of every call to action.
 */
const SINGLE_SECTIONS: readonly PageSectionType[] = ['footer', 'leadForm'];

export const insertAt = <T>(list: readonly T[], index: number, item: T): T[] => [
  ...list.slice(0, index),
  item,
  ...list.slice(index),
];

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((each, i) => (i === index ? item : each));

/** The item at `from` moved to `to`; out-of-range moves leave the list as it is. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}

/** Whether one more section of this type may be added. */
export function canAddSection(document: PageDocument, type: PageSectionType): boolean {
  if (document.sections.length >= MAX_SECTIONS) return false;
  return !SINGLE_SECTIONS.includes(type) || !document.sections.some((section) => section.type === type);
}

/**
 * Where a new section goes: after the selected one, or else at the end; never after the footer,
 * which templates draw last anyway.
 */
export function insertionIndex(document: PageDocument, selected: number | null): number {
  const { sections } = document;
  const footer = sections.findIndex((section) => section.type === 'footer');
  const wanted = selected === null ? sections.length : selected + 1;
  return footer >= 0 && wanted > footer ? footer : Math.min(wanted, sections.length);
}

export const addSection = (document: PageDocument, section: PageSection, index: number): PageDocument => ({
  ...document,
  sections: insertAt(document.sections, index, section),
});

export const removeSection = (document: PageDocument, index: number): PageDocument =>
  document.sections.length <= MIN_SECTIONS
    ? document
    : { ...document, sections: removeAt(document.sections, index) };

export const moveSection = (document: PageDocument, from: number, to: number): PageDocument => ({
  ...document,
  sections: moveItem(document.sections, from, to),
});

export const updateSection = (document: PageDocument, index: number, section: PageSection): PageDocument => ({
  ...document,
  sections: replaceAt(document.sections, index, section),
});

/** Another template draws the same sections: nothing the user wrote is lost by switching. */
export const switchTemplate = (document: PageDocument, template: PageTemplate): PageDocument => ({
  ...document,
  template,
});

export const updateSeo = (document: PageDocument, seo: Partial<PageDocument['seo']>): PageDocument => ({
  ...document,
  seo: { ...document.seo, ...seo },
});
