import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignEditorScreen } from '@/features/campaigns/components/campaign-editor-screen.tsx';
import { campaignForEditingQueryOptions } from '@/features/campaigns/editor/api/get-campaign-for-editing.ts';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/$campaignId/editor')({
  staticData: { title: msg`Campaign editor` },
  // fetchQuery, not ensureQueryData: the editor saves against the updated_at it opened with.
  loader: ({ context: { queryClient }, params: { id, campaignId } }) =>
    queryClient.fetchQuery(campaignForEditingQueryOptions(id, campaignId)),
  component: CampaignEditorScreen,
});
