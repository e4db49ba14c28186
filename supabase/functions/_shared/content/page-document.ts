import { z } from 'zod';
import { PAGE_TEMPLATES } from './brief.ts';

const line = (max: number) => z.string().trim().min(1).max(max);
const optionalLine = (max: number) => z.string().trim().max(max).default('');

const heroSection = z.object({
  type: z.literal('hero'),
  eyebrow: optionalLine(120),
  headline: line(200),
  subheadline: optionalLine(600),
  ctaLabel: line(60),
  /** Empty means "scroll to the lead form". */
  ctaUrl: optionalLine(2000),
  /** A storage URL of an uploaded image; empty means the template's palette art. */
  imageUrl: optionalLine(2000),
});

const featuresSection = z.object({
  type: z.literal('features'),
  heading: line(200),
  intro: optionalLine(600),
  items: z
    .array(z.object({ title: line(120), body: line(600) }))
    .min(2)
    .max(6),
});

const testimonialsSection = z.object({
  type: z.literal('testimonials'),
  heading: line(200),
  items: z
    .array(z.object({ quote: line(600), author: line(120), role: optionalLine(120) }))
    .min(1)
    .max(4),
});

const offerSection = z.object({
  type: z.literal('offer'),
  heading: line(200),
  body: optionalLine(1200),
  plans: z
    .array(
      z.object({
        name: line(80),
        price: optionalLine(40),
        features: z.array(line(160)).max(8),
        highlighted: z.boolean().default(false),
      }),
    )
    .max(3),
  ctaLabel: line(60),
});

/** A restaurant's menu or a salon's services: names, what each is, a price only where one is known. */
const menuSection = z.object({
  type: z.literal('menu'),
  heading: line(200),
  intro: optionalLine(600),
  items: z
    .array(z.object({ title: line(120), body: optionalLine(400), price: optionalLine(40) }))
    .min(1)
    .max(12),
});

/** Where to get a mobile app: store badges for the links given, else a call to action to the form. */
const appDownloadSection = z.object({
  type: z.literal('appDownload'),
  heading: line(200),
  body: optionalLine(600),
  appStoreUrl: optionalLine(2000),
  googlePlayUrl: optionalLine(2000),
  /** The button shown when neither store link is given. */
  ctaLabel: line(60),
});

const faqSection = z.object({
  type: z.literal('faq'),
  heading: line(200),
  items: z
    .array(z.object({ question: line(300), answer: line(1500) }))
    .min(1)
    .max(8),
});

const leadField = z.enum(['firstName', 'lastName', 'email', 'phone']);

const leadFormSection = z.object({
  type: z.literal('leadForm'),
  heading: line(200),
  body: optionalLine(600),
  submitLabel: line(60),
  /** Shown after a visitor submits. */
  successMessage: line(300),
  /** SPEC.md: the lead form asks first name, last name, email and phone. */
  fields: z.array(leadField).min(1),
  /** Asked but not required (a visitor may leave them empty); the email is always required. */
  optionalFields: z.array(leadField).default([]),
});

const footerSection = z.object({
  type: z.literal('footer'),
  legal: optionalLine(4000),
});

export const pageSectionSchema = z.discriminatedUnion('type', [
  heroSection,
  featuresSection,
  testimonialsSection,
  offerSection,
  menuSection,
  appDownloadSection,
  faqSection,
  leadFormSection,
  footerSection,
]);
export type PageSection = z.infer<typeof pageSectionSchema>;
export type PageSectionType = PageSection['type'];

/** Every section type, in the order the schema lists them (and the editor offers them). */
export const PAGE_SECTION_TYPES = pageSectionSchema.options.map((option) => option.shape.type.value) as [
  PageSectionType,
  ...PageSectionType[],
];

/** A landing page's source of truth: sections in order, rendered by one of the 13 templates. */
export const pageDocumentSchema = z.object({
  version: z.literal(1),
  template: z.enum(PAGE_TEMPLATES),
  seo: z.object({ title: line(70), description: line(170) }),
  sections: z.array(pageSectionSchema).min(1).max(20),
});
export type PageDocument = z.infer<typeof pageDocumentSchema>;
