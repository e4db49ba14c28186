import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageSectionType } from '@shared/content/page-document.ts';

/** How a page section's type is named, in the editor's list as in the Regenerate menu. */
export const SECTION_TYPE_LABELS: Record<PageSectionType, MessageDescriptor> = {
  hero: msg({ id: 'pages.sections.hero', message: 'Hero' }),
  features: msg({ id: 'pages.sections.features', message: 'Features' }),
  testimonials: msg({ id: 'pages.sections.testimonials', message: 'Testimonials' }),
  offer: msg({ id: 'pages.sections.offer', message: 'Offer and pricing' }),
  menu: msg({ id: 'pages.sections.menu', message: 'Menu or services' }),
  appDownload: msg({ id: 'pages.sections.app-download', message: 'App download' }),
  faq: msg({ id: 'pages.sections.faq', message: 'Questions and answers' }),
  leadForm: msg({ id: 'pages.sections.lead-form', message: 'Lead form' }),
  footer: msg({ id: 'pages.sections.footer', message: 'Footer' }),
};
