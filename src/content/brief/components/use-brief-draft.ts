import { useCallback, useRef, useState } from 'react';
import { type BriefDraft, type BriefKind, emptyDraft } from '@/content/brief/model/brief-draft.ts';
import type { BriefStepId } from '@/content/brief/model/brief-step-ids.ts';
import { stepsOf } from '@/content/brief/model/brief-steps.ts';
import { clearDraft, loadDraft, type StoredDraft, saveDraft } from '@/content/brief/model/draft-storage.ts';
import type { Palette } from '@/lib/colors/palette.ts';

/**
 * The wizard's draft and current tab, kept in localStorage per workspace and kind from the first
 * change on, so a reload (or a look at the review) never loses what was typed.
 */
export function useBriefDraft(
  kind: BriefKind,
  workspaceId: string,
  brandPalette: Palette,
  /** The tab asked for in the address (the review's "Edit" links), over the one last open. */
  requestedStep?: BriefStepId,
) {
  const [initial] = useState(() => loadDraft(kind, workspaceId));
  const stored = useRef(initial !== null);
  const [state, setState] = useState<StoredDraft>(() => {
    const start = initial ?? { draft: emptyDraft(workspaceId, brandPalette), step: 'workspace' as const };
    const step = requestedStep ?? start.step;
    return { ...start, step: stepsOf(kind).some((candidate) => candidate.id === step) ? step : 'workspace' };
  });

  const commit = useCallback(
    (next: StoredDraft, persist: boolean) => {
      if (persist) {
        stored.current = true;
        saveDraft(kind, workspaceId, next);
      } else if (stored.current) saveDraft(kind, workspaceId, next);
      return next;
    },
    [kind, workspaceId],
  );

  const update = useCallback(
    (patch: Partial<BriefDraft>) =>
      setState((current) => commit({ ...current, draft: { ...current.draft, ...patch } }, true)),
    [commit],
  );

  const setStep = useCallback(
    (step: BriefStepId) => setState((current) => commit({ ...current, step }, false)),
    [commit],
  );

  const startOver = useCallback(() => {
    clearDraft(kind, workspaceId);
    stored.current = false;
    setState({ draft: emptyDraft(workspaceId, brandPalette), step: 'workspace' });
  }, [kind, workspaceId, brandPalette]);

  return { draft: state.draft, step: state.step, update, setStep, startOver, restored: initial !== null };
}
