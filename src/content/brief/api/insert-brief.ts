import { unwrap } from '@/lib/errors/unwrap.ts';
import { blankToNull } from '@/lib/forms/field-rules.ts';
import { supabase } from '@/lib/supabase.ts';
import { type BriefDraft, type BriefKind, briefSchema } from '../model/brief-draft.ts';

const textOrNull = (value: string) => blankToNull(value) as string | null;

/** The draft as a campaigns row: blanks are null, colours lower-case, pages keep their template. */
export function briefRow(kind: BriefKind, draft: BriefDraft) {
  const brief = briefSchema.parse(draft);
  return {
    kind,
    status: 'draft' as const,
    workspace_id: brief.workspaceId,
    client_id: brief.clientId || null,
    name: brief.name,
    product_name: textOrNull(brief.productName),
    description: textOrNull(brief.description),
    goals: textOrNull(brief.goals),
    objectives: textOrNull(brief.objectives),
    branding: textOrNull(brief.branding),
    target_audience: textOrNull(brief.targetAudience),
    demographics: textOrNull(brief.demographics),
    legal_text: textOrNull(brief.legalText),
    mood: brief.mood,
    template: kind === 'page' ? brief.template : null,
    primary_color: brief.primary.toLowerCase(),
    secondary_color: brief.secondary.toLowerCase(),
    tertiary_color: brief.tertiary.toLowerCase(),
    quaternary_color: brief.quaternary.toLowerCase(),
  };
}

/** Saves the brief as a draft campaign or page under row-level security; resolves to its id. */
export async function insertBrief(kind: BriefKind, draft: BriefDraft): Promise<string> {
  const data = unwrap(await supabase.from('campaigns').insert(briefRow(kind, draft)).select('id').single());
  return data.id;
}
