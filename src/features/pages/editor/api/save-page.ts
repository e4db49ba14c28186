import type { PageDocument } from '@shared/content/page-document.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCampaignEdit } from '@/content/editing/api/save-campaign-edit.ts';
import type { Json } from '@/lib/database.types.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import type { EditedPage } from '../document/editor-state.ts';

export type PageSave = {
  campaignId: string;
  /** A document that passed validation: what the public page will render. */
  page: EditedPage & { document: PageDocument };
  /** The same page rendered, stored as its preview (as generate-page stores it). */
  html: string;
  baseUpdatedAt: string;
  keepVersion: boolean;
};

/**
 * Saves the page's document, preview HTML, colours and mood in one call; the template column
 * follows the document's. Resolves with the new updated_at, the base of the next save.
 * A stale base is refused `campaign_edit_conflict` and saves nothing.
 */
export const savePage = ({ campaignId, page, html, baseUpdatedAt, keepVersion }: PageSave) =>
  saveCampaignEdit({
    campaignId,
    baseUpdatedAt,
    content: page.document as unknown as Json,
    html,
    palette: page.palette,
    mood: page.mood,
    keepVersion,
  });

export function useSavePage(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    // The editor says what went wrong itself (a conflict gets its own dialog).
    meta: { handlesOwnErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'campaigns') }),
  });
}
