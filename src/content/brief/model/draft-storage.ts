import { MOODS, PAGE_TEMPLATES } from '@shared/content/brief.ts';
import { isUuid } from '@shared/ids.ts';
import { z } from 'zod';
import { type BriefDraft, type BriefKind, DEFAULT_MOOD, emptyDraft } from './brief-draft.ts';
import { BRIEF_STEP_IDS, type BriefStepId } from './brief-step-ids.ts';

/**
 * A draft survives reloads in localStorage, one per workspace and kind. The version is in the key:
 * a later shape of the draft gets a new key, and an old draft is simply not offered.
 */
const VERSION = 1;
export const draftStorageKey = (kind: BriefKind, workspaceId: string) =>
  `pitchcraft:brief-draft:v${VERSION}:${kind}:${workspaceId}`;

export type StoredDraft = { draft: BriefDraft; step: BriefStepId };

const text = z.string().max(20_000).catch('');
// Read leniently: a field that does not parse falls back to empty instead of losing the rest.
const storedShape = z.object({
  step: z.enum(BRIEF_STEP_IDS).catch('workspace'),
  draft: z.object({
    // The one field read strictly: the wizard asks the database about it, so a draft whose
    // workspace is not a UUID is not offered at all.
    workspaceId: z.string().refine(isUuid),
    clientId: text,
    name: text,
    productName: text,
    description: text,
    goals: text,
    objectives: text,
    primary: text,
    secondary: text,
    tertiary: text,
    quaternary: text,
    paletteFromBrand: z.boolean().catch(true),
    branding: text,
    targetAudience: text,
    demographics: text,
    legalText: text,
    mood: z.enum(MOODS).catch(DEFAULT_MOOD),
    template: z.enum(PAGE_TEMPLATES).nullable().catch(null),
  }),
});

const storage = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the wizard then works without drafts.
    return null;
  }
};

export function loadDraft(kind: BriefKind, workspaceId: string): StoredDraft | null {
  const raw = storage()?.getItem(draftStorageKey(kind, workspaceId));
  if (!raw) return null;
  try {
    const parsed = storedShape.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return { step: parsed.data.step, draft: { ...emptyDraft(workspaceId), ...parsed.data.draft } };
  } catch {
    return null;
  }
}

export function saveDraft(kind: BriefKind, workspaceId: string, stored: StoredDraft) {
  try {
    storage()?.setItem(draftStorageKey(kind, workspaceId), JSON.stringify(stored));
  } catch {
    // Full or unavailable storage: the form keeps working, the draft just does not survive a reload.
  }
}

export function clearDraft(kind: BriefKind, workspaceId: string) {
  storage()?.removeItem(draftStorageKey(kind, workspaceId));
}
