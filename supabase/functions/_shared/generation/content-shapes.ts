/**
 * Loose shapes of stored content: enough structure to name and replace a part. Stored content is
 * not re-validated against the generators' strict schemas: a document the user (or an older
 * composer) left outside them, such as a features section with one item, can still have a part
 * regenerated, and what is not replaced is kept exactly as it was.
 */

import { z } from 'zod';
import type { EmailContent } from '../content/email-content.ts';
import { PAGE_SECTION_TYPES, type PageDocument } from '../content/page-document.ts';

export const storedEmailShape = z.looseObject({
  subject: z.string(),
  preheader: z.string(),
  headline: z.string(),
  intro: z.string(),
  sections: z.array(z.looseObject({ heading: z.string(), body: z.string() })).min(1),
  callToAction: z.looseObject({ label: z.string(), url: z.string().default('') }),
  closing: z.string(),
}) as unknown as z.ZodType<EmailContent>;

export const storedPageShape = z.looseObject({
  template: z.string(),
  seo: z.looseObject({ title: z.string(), description: z.string() }),
  sections: z.array(z.looseObject({ type: z.enum(PAGE_SECTION_TYPES) })).min(1),
}) as unknown as z.ZodType<PageDocument>;
