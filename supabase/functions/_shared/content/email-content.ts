import { z } from 'zod';

const line = (max: number) => z.string().trim().min(1).max(max);

/** What a generator writes for an email; the design builder lays it out, the renderer makes HTML. */
export const emailContentSchema = z.object({
  subject: line(150),
  preheader: line(200),
  headline: line(200),
  /** Opening line after the headline, e.g. a greeting or hook. */
  intro: line(1200),
  sections: z
    .array(
      z.object({
        heading: line(200),
        body: line(2000),
      }),
    )
    .min(1)
    .max(5),
  callToAction: z.object({
    label: line(60),
    /** Absolute https URL, or empty for "the campaign's page" (filled in when the slug is known). */
    url: z.string().trim().max(2000).default(''),
  }),
  closing: line(600),
  /** The campaign's legal and compliance text, as written for the footer. */
  legal: z.string().trim().max(4000).default(''),
});
export type EmailContent = z.infer<typeof emailContentSchema>;

/** Replaced per recipient at send time; the renderer leaves it in links as is. */
export const UNSUBSCRIBE_URL_PLACEHOLDER = '{{unsubscribe_url}}';
