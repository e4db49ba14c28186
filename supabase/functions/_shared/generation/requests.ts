/** The three functions' request bodies. Unknown keys are refused, so a typo is a 400, not a no-op. */

import { z } from 'zod';
import { LOCALES, MOODS, PAGE_TEMPLATES } from '../content/brief.ts';

// Postgres accepts any 8-4-4-4-12 hex uuid (seeded ids are not all RFC 4122 versions).
const id = z.guid();
const locale = z.enum(LOCALES).optional();
const mode = z.enum(['brief', 'express']);
const prompt = z.string().trim().min(1).max(4000).optional();

/** A fresh one per regeneration (the app sends a random one), so the same brief reads differently. */
const variation = z.string().trim().min(1).max(64).optional();

/** The parts of an email a regeneration can replace alone (docs/generation.md). */
export const EMAIL_PARTS = ['subject', 'intro', 'callToAction', 'closing'] as const;
export type EmailPart = (typeof EMAIL_PARTS)[number] | `section:${number}`;
const emailPart = z.string().regex(new RegExp(`^(?:${EMAIL_PARTS.join('|')}|section:[0-4])$`), {
  message: `one of ${EMAIL_PARTS.join(', ')} or section:N (N the index of one of the email's sections)`,
}) as unknown as z.ZodType<EmailPart>;

export const generateCampaignRequest = z.strictObject({
  campaignId: id,
  mode,
  prompt,
  locale,
  section: emailPart.optional(),
  variation,
});
export type GenerateCampaignRequest = z.infer<typeof generateCampaignRequest>;

/** A page's part: the index of a section in its current document, or its SEO title and description. */
export type PagePart = number | 'seo';
const pagePart = z.union([z.int().min(0).max(19), z.literal('seo')], {
  message: "the index of one of the page's sections, or 'seo'",
});

export const generatePageRequest = z.strictObject({
  campaignId: id,
  mode,
  prompt,
  locale,
  template: z.enum(PAGE_TEMPLATES).optional(),
  section: pagePart.optional(),
  variation,
});
export type GeneratePageRequest = z.infer<typeof generatePageRequest>;

const field = (max: number) => z.string().trim().max(max).optional();

/** The wizard's review step asks before the page exists: brief fields and the workspace. */
const briefFieldsRequest = z.strictObject({
  workspaceId: id,
  clientId: id.optional(),
  locale,
  name: field(200),
  productName: field(200),
  description: field(4000),
  goals: field(2000),
  objectives: field(2000),
  targetAudience: field(2000),
  industry: field(200),
  mood: z.enum(MOODS).optional(),
  prompt,
});

const campaignRecommendRequest = z.strictObject({ campaignId: id, locale });

export type BriefFieldsRequest = z.infer<typeof briefFieldsRequest>;
export type RecommendTemplatesRequest = z.infer<typeof campaignRecommendRequest> | BriefFieldsRequest;

/** Either a saved campaign or the wizard's fields: the presence of campaignId says which. */
export function recommendTemplatesRequest(body: unknown): z.ZodType<RecommendTemplatesRequest> {
  const named = body && typeof body === 'object' && 'campaignId' in body;
  return named ? campaignRecommendRequest : briefFieldsRequest;
}
