import type { PageTemplate } from '@shared/content/brief.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { Refused } from '@/lib/errors/refused.ts';
import { toast } from '@/lib/notify.tsx';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { type ExpressInput, type ExpressProgress, insertExpressCampaign } from './express.ts';
import { type CampaignKind, type CreatedContent, generateContent } from './generate.ts';

/**
 * Saves the row, then asks the function to write it. Once the row exists the user always lands on
 * its view: a failed generation is shown there with a "Try again", and the prompt is on the row.
 */
export function useExpressCreation(kind: CampaignKind, onCreated: (created: CreatedContent) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ExpressProgress>('idle');

  const create = async (input: ExpressInput, template?: PageTemplate) => {
    setProgress('saving');
    let campaignId: string;
    try {
      campaignId = await insertExpressCampaign(kind, input);
    } catch {
      setProgress('idle');
      toast.error(errorMessages.generic);
      return;
    }
    setProgress('generating');
    let failedWith: string | undefined;
    let notice: CreatedContent['notice'];
    let briefLanguage: CreatedContent['briefLanguage'];
    try {
      ({ notice, briefLanguage } = await generateContent({
        kind,
        campaignId,
        mode: 'express',
        prompt: input.prompt,
        template,
      }));
    } catch (error) {
      failedWith = error instanceof Refused ? error.code : 'unexpected';
    }
    await queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(input.workspaceId, 'campaigns') });
    onCreated({ workspaceId: input.workspaceId, campaignId, failedWith, notice, briefLanguage });
  };

  return { progress, create };
}
