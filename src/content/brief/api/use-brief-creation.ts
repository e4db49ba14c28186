import type { PageTemplate } from '@shared/content/brief.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CreatedContent, generateContent } from '@/content/generation/api/generate.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { Refused } from '@/lib/errors/refused.ts';
import { toast } from '@/lib/notify.tsx';
import { workspaceKeys } from '@/lib/query-keys.ts';
import type { BriefDraft, BriefKind } from '../model/brief-draft.ts';
import { clearDraft } from '../model/draft-storage.ts';
import { insertBrief } from './insert-brief.ts';

/** Where a creation is: the row is saved, the function writes it, then the result is laid out. */
export type BriefProgress = 'idle' | 'saving' | 'writing' | 'laying-out';

/**
 * Saves the brief, then asks the function to write it. Once the row exists the user always lands
 * on its view (a failed generation shows a "Try again" there) and the draft is cleared: the brief
 * is safe on the row. A failed save keeps the draft and says so.
 */
export function useBriefCreation(
  kind: BriefKind,
  draftKey: string,
  onCreated: (created: CreatedContent) => void,
) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BriefProgress>('idle');

  const create = async (draft: BriefDraft, template?: PageTemplate | null) => {
    setProgress('saving');
    let campaignId: string;
    try {
      campaignId = await insertBrief(kind, {
        ...draft,
        template: kind === 'page' ? (template ?? null) : null,
      });
    } catch {
      setProgress('idle');
      toast.error(errorMessages.generic);
      return;
    }
    clearDraft(kind, draftKey);
    setProgress('writing');
    let failedWith: string | undefined;
    let notice: CreatedContent['notice'];
    let briefLanguage: CreatedContent['briefLanguage'];
    try {
      ({ notice, briefLanguage } = await generateContent({
        kind,
        campaignId,
        mode: 'brief',
        template: template ?? undefined,
      }));
    } catch (error) {
      failedWith = error instanceof Refused ? error.code : 'unexpected';
    }
    setProgress('laying-out');
    await queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(draft.workspaceId, 'campaigns') });
    onCreated({ workspaceId: draft.workspaceId, campaignId, failedWith, notice, briefLanguage });
  };

  return { progress, create };
}
