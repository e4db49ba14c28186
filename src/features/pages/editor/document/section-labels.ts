import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAGE_SECTION_TYPES, type PageSection, type PageSectionType } from '@shared/content/page-document.ts';

/** The section types in the order the "Add section" menu offers them: the schema's. */
export const SECTION_TYPES: readonly PageSectionType[] = PAGE_SECTION_TYPES;

export const SECTION_TYPE_HINTS: Record<PageSectionType, MessageDescriptor> = {
  hero: msg`The headline visitors see first, with its call to action`,
  features: msg`Two to six benefits, each with a title and a text`,
  testimonials: msg`Up to four quotes from customers`,
  offer: msg`What you sell, with up to three plans`,
  menu: msg`A menu or a list of services, each with an optional price`,
  appDownload: msg`App Store and Google Play buttons for your app`,
  faq: msg`Up to eight questions with their answers`,
  leadForm: msg`The form where visitors leave their details`,
  footer: msg`Legal text; always shown at the bottom of the page`,
};

/** The labels of the fields the section forms show, also used to say where a problem is. */
export const FIELD_LABELS = {
  eyebrow: msg`Eyebrow`,
  headline: msg`Headline`,
  subheadline: msg`Subheadline`,
  ctaLabel: msg`Button text`,
  ctaUrl: msg`Button link`,
  imageUrl: msg`Image`,
  heading: msg`Heading`,
  intro: msg`Introduction`,
  title: msg`Title`,
  body: msg`Text`,
  quote: msg`Quote`,
  author: msg`Author`,
  role: msg`Role or company`,
  name: msg`Plan name`,
  price: msg`Price`,
  features: msg`Included`,
  highlighted: msg`Highlight this plan`,
  question: msg`Question`,
  answer: msg`Answer`,
  submitLabel: msg`Button text`,
  successMessage: msg`Message after sending`,
  fields: msg`Form fields`,
  legal: msg`Legal text`,
  appStoreUrl: msg`App Store link`,
  googlePlayUrl: msg`Google Play link`,
  items: msg`Items`,
  plans: msg`Plans`,
  seoTitle: msg`Page title`,
  seoDescription: msg`Description`,
  sections: msg`Sections`,
} satisfies Record<string, MessageDescriptor>;

/** A section named by its type and place, where a problem is reported. */
export const SECTION_AT = msg`{type} (section {position})`;

export const ITEM_LABELS = {
  items: msg`Item {position}`,
  plans: msg`Plan {position}`,
  features: msg`Line {position}`,
} satisfies Record<string, MessageDescriptor>;

/** The text that names a section in the list: its heading or headline, when it has one. */
export function sectionSummary(section: PageSection): string {
  switch (section.type) {
    case 'hero':
      return section.headline;
    case 'footer':
      return section.legal.split('\n')[0] ?? '';
    default:
      return section.heading;
  }
}
