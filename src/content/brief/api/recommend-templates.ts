import type { PageTemplate } from '@shared/content/brief.ts';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import type { BriefDraft } from '../model/brief-draft.ts';

/** One template's place for a brief (the function's answer; score 0 to 1, higher is better). */
export type TemplateRecommendation = { template: PageTemplate; score: number; reason: string };

/** The body recommend-templates takes before the page exists (docs/generation.md). */
export function recommendationRequest(draft: BriefDraft) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    workspaceId: draft.workspaceId,
    clientId: draft.clientId || undefined,
    name: optional(draft.name),
    productName: optional(draft.productName),
    description: optional(draft.description),
    goals: optional(draft.goals),
    objectives: optional(draft.objectives),
    targetAudience: optional(draft.targetAudience),
    mood: draft.mood,
  };
}

/**
 * The thirteen templates ranked for the brief, best first, each with its reason in the
 * workspace's language. Asked again when the brief or the mood changes.
 */
export const templateRecommendationsQueryOptions = (draft: BriefDraft) => {
  const body = recommendationRequest(draft);
  return queryOptions({
    queryKey: workspaceKeys.scoped(draft.workspaceId, 'template-recommendations', body),
    queryFn: async (): Promise<TemplateRecommendation[]> => {
      const { data, error } = await supabase.functions.invoke<{ recommendations: TemplateRecommendation[] }>(
        'recommend-templates',
        { body },
      );
      if (error) {
        const status = error instanceof FunctionsHttpError ? (error.context as Response).status : 0;
        throw new HttpError(status, 'template recommendations failed');
      }
      return data?.recommendations ?? [];
    },
    staleTime: 5 * 60_000,
  });
};
