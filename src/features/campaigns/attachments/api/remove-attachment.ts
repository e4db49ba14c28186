import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { campaignAttachmentsQueryOptions } from './get-campaign-attachments.ts';

export const removeAttachmentInput = z.object({
  workspaceId: z.uuid(),
  id: z.uuid(),
  storagePath: z.string().min(1),
});

export type RemoveAttachmentInput = z.infer<typeof removeAttachmentInput>;

/**
 * Removes the record first, then the file: the total counts records, so once the record is gone
 * the space is free, and a file left behind by a failed second step harms nobody. The other
 * order could leave a record pointing at nothing.
 */
export async function removeAttachment(input: RemoveAttachmentInput): Promise<void> {
  const { workspaceId, id, storagePath } = removeAttachmentInput.parse(input);
  const data = unwrap(
    await supabase
      .from('campaign_attachments')
      .delete()
      .eq('workspace_id', workspaceId)
      .eq('id', id)
      .select('id'),
  );
  if (data.length === 0) throw new HttpError(404, 'attachment not found');
  await supabase.storage.from('attachments').remove([storagePath]);
}

/** Removal shows at once; a failure puts the file back and the caller says so. */
export function useRemoveAttachment(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  const listKey = campaignAttachmentsQueryOptions(workspaceId, campaignId).queryKey;
  return useMutation({
    mutationFn: (attachment: { id: string; storage_path: string }) =>
      removeAttachment({ workspaceId, id: attachment.id, storagePath: attachment.storage_path }),
    onMutate: async (attachment) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (attachments) =>
        attachments?.filter((known) => known.id !== attachment.id),
      );
      return { before };
    },
    onError: (_error, _attachment, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    meta: { handlesOwnErrors: true },
  });
}
