import type { UnlayerDesign } from '@shared/email/unlayer-design.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCampaignEdit } from '@/content/editing/api/save-campaign-edit.ts';
import type { Json } from '@/lib/database.types.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';

export type DesignSave = {
  campaignId: string;
  baseUpdatedAt: string;
  keepVersion: boolean;
  design: UnlayerDesign;
  html: string;
  subject: string;
  preheader: string;
};

/**
 * Saves the editor's design, its HTML, subject and preheader; resolves with the new updated_at.
 * The screen words its own errors (a conflict is a question, not a failure), and the campaign's
 * queries refetch so the view shows the new render.
 */
export function useSaveCampaignDesign(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ design, ...save }: DesignSave) =>
      saveCampaignEdit({ ...save, design: design as unknown as Json }),
    meta: { handlesOwnErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'campaigns') }),
  });
}
