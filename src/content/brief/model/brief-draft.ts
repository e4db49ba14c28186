import { msg } from '@lingui/core/macro';
import { MOODS, type Mood, PAGE_TEMPLATES, type PageTemplate } from '@shared/content/brief.ts';
import { z } from 'zod';
import type { CampaignKind } from '@/content/generation/api/generate.ts';
import { DEFAULT_PALETTE, HEX_COLOR, type Palette } from '@/lib/colors/palette.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { requiredName, requiredText } from '@/lib/forms/field-rules.ts';

export type BriefKind = CampaignKind;

/**
 * What the guided form collects (SPEC §2, the campaigns table's brief columns), as the user typed
 * it. Text stays text ('' for nothing) so the inputs are controlled; the insert maps blanks to null.
 */
export type BriefDraft = {
  workspaceId: string;
  /** '' for a workspace campaign. */
  clientId: string;
  name: string;
  productName: string;
  description: string;
  goals: string;
  objectives: string;
  primary: string;
  secondary: string;
  tertiary: string;
  quaternary: string;
  /** The colours follow the workspace's or client's until the user changes one. */
  paletteFromBrand: boolean;
  branding: string;
  targetAudience: string;
  demographics: string;
  legalText: string;
  mood: Mood;
  /** Pages only; null until the user picks one (the best recommendation is used then). */
  template: PageTemplate | null;
};

export type BriefField = Exclude<keyof BriefDraft, 'paletteFromBrand' | 'mood' | 'template'>;

/** The generators' own default mood, so a brief created without a choice reads as before. */
export const DEFAULT_MOOD: Mood = 'professional';

export function emptyDraft(workspaceId: string, palette: Palette = DEFAULT_PALETTE): BriefDraft {
  return {
    workspaceId,
    clientId: '',
    name: '',
    productName: '',
    description: '',
    goals: '',
    objectives: '',
    ...palette,
    paletteFromBrand: true,
    branding: '',
    targetAudience: '',
    demographics: '',
    legalText: '',
    mood: DEFAULT_MOOD,
    template: null,
  };
}

export const draftPalette = (draft: BriefDraft): Palette => ({
  primary: draft.primary,
  secondary: draft.secondary,
  tertiary: draft.tertiary,
  quaternary: draft.quaternary,
});

export const briefMessages = {
  colour: msg({ id: 'brief.colour-format', message: 'Enter a colour as #rrggbb.' }),
  workspace: msg({ id: 'brief.workspace-required', message: 'Choose a workspace.' }),
};

/** The brief's own messages by id, for the schema's issues (the shared field messages besides). */
export const briefMessageCatalog = Object.fromEntries(
  Object.values(briefMessages).map((descriptor) => [descriptor.id, descriptor]),
);

const optionalText = (maximum: number) =>
  z.string().trim().max(maximum, { message: fieldMessages.tooLong.id });
const colour = z.string().trim().regex(HEX_COLOR, { message: briefMessages.colour.id });
const uuidOrBlank = z.union([z.literal(''), z.guid()]);

/**
 * Every field's rule. The lengths are what the generators read (briefSchema and the
 * recommend-templates request), within the database's 5,000, so nothing typed is clipped unseen.
 */
export const briefFieldRules = {
  workspaceId: z.guid({ message: briefMessages.workspace.id }),
  clientId: uuidOrBlank,
  name: requiredName(200),
  productName: requiredText(200),
  description: requiredText(4000),
  goals: optionalText(2000),
  objectives: optionalText(2000),
  primary: colour,
  secondary: colour,
  tertiary: colour,
  quaternary: colour,
  branding: optionalText(2000),
  targetAudience: optionalText(2000),
  demographics: optionalText(2000),
  legalText: optionalText(4000),
} satisfies Record<BriefField, z.ZodType>;

export const briefSchema = z.object({
  ...briefFieldRules,
  paletteFromBrand: z.boolean(),
  mood: z.enum(MOODS),
  template: z.enum(PAGE_TEMPLATES).nullable(),
});
export type ValidBrief = z.infer<typeof briefSchema>;
