import type { MessageDescriptor } from '@lingui/core';
import type { BriefLanguageNote } from '@shared/ai/brief-language-note.ts';
import type { PageTemplate } from '@shared/content/brief.ts';
import type { EmailPart, PagePart } from '@shared/generation/requests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Database } from '@/lib/database.types.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { invokeFunction, isRefused } from '@/lib/errors/refused.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';

export type CampaignKind = Database['public']['Enums']['campaign_kind'];
export type GenerationMode = 'brief' | 'express';

export type GenerationRequest = {
  kind: CampaignKind;
  campaignId: string;
  mode: GenerationMode;
  prompt?: string;
  template?: PageTemplate;
  /** One part regenerated alone (docs/generation.md): an email's part or a page section's index. */
  section?: EmailPart | PagePart;
  /** Fresh on every regeneration, so the same brief does not write the same words again. */
  variation?: string;
};

/** A new variation for each regeneration. */
export const freshVariation = () => crypto.randomUUID().slice(0, 8);

const functionOf = (kind: CampaignKind) => (kind === 'email' ? 'generate-campaign' : 'generate-page');

/**
 * What the user must know about a generation that succeeded (docs/generation.md): the model
 * failed, so the offline composer wrote the draft; parts the offline writer left in the brief's
 * language.
 */
const briefLanguageNote: z.ZodType<BriefLanguageNote> = z.object({
  language: z.enum(['en', 'es']),
  parts: z.array(z.enum(['highlights'])),
});
const generationAnswer = z.object({
  notice: z.enum(['model_unavailable_offline_draft']).nullable().catch(null).default(null),
  briefLanguage: briefLanguageNote.nullable().catch(null).default(null),
});
export type GenerationOutcome = z.infer<typeof generationAnswer>;

/** Where a creation lands: its view, told whether the generation failed or gave an offline draft. */
export type CreatedContent = {
  workspaceId: string;
  campaignId: string;
  failedWith?: string;
  notice?: GenerationOutcome['notice'];
  briefLanguage?: GenerationOutcome['briefLanguage'];
};

/** What the content's view must say about the generation that created it (docs/generation.md). */
export type GenerationBefore = {
  generation?: 'failed' | 'offline';
  /** The language the offline writer left the brief's facts in. */
  briefLanguage?: BriefLanguageNote['language'];
};

export function generationSearch(created: CreatedContent): GenerationBefore {
  if (created.failedWith) return { generation: 'failed' };
  return {
    ...(created.notice ? { generation: 'offline' } : {}),
    ...(created.briefLanguage?.parts.length ? { briefLanguage: created.briefLanguage.language } : {}),
  };
}

/** The note the view shows for a brief language read from its address. */
export function briefLanguageNoteOf(language: GenerationBefore['briefLanguage']): BriefLanguageNote | null {
  return language ? { language, parts: ['highlights'] } : null;
}

/**
 * Writes the campaign's content with AI. The function saves what it wrote (and keeps what was
 * there in campaign_versions); the language is left to the workspace's, the audience's language.
 * Resolves to what the user must know about it (GenerationOutcome).
 */
export async function generateContent({
  kind,
  campaignId,
  mode,
  prompt,
  template,
  section,
  variation,
}: GenerationRequest): Promise<GenerationOutcome> {
  const body: Record<string, unknown> = { campaignId, mode };
  if (prompt) body.prompt = prompt;
  if (kind === 'page' && template) body.template = template;
  if (section !== undefined) body.section = section;
  if (variation) body.variation = variation;
  return generationAnswer.parse((await invokeFunction(functionOf(kind), body)) ?? {});
}

/**
 * What the user reads when generation fails. SPEC §8 words two cases that apply: a campaign that
 * cannot be loaded, and everything else (the model's failures, time-outs, rate limits); the
 * user's own generation quota (docs/generation.md) says how long to wait.
 */
export function generationErrorMessage(error: unknown): MessageDescriptor {
  if (isRefused(error, 'campaign_not_found')) return errorMessages.campaignLoad;
  if (isRefused(error, 'quota_exceeded')) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return { ...errorMessages.generationQuota, values: { minutes } };
  }
  return errorMessages.generic;
}

/** What one run of useGenerateContent asks: a regeneration, of everything or of one part. */
export type GenerationRun = { regenerate?: boolean; section?: EmailPart | PagePart };

/**
 * Runs generation for a campaign already saved, then refreshes everything shown about it (its
 * view and its version history live under the campaigns key).
 */
export function useGenerateContent(workspaceId: string, request: Omit<GenerationRequest, 'mode'>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Express campaigns have only their prompt to go on; wizard campaigns have the brief's fields.
    mutationFn: (run: GenerationRun) =>
      generateContent({
        ...request,
        mode: request.prompt ? 'express' : 'brief',
        section: run.section,
        variation: run.regenerate || run.section !== undefined ? freshVariation() : request.variation,
      }),
    meta: { handlesOwnErrors: true },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'campaigns') }),
  });
}
