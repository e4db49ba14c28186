import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { campaignAttachmentsQueryOptions } from '@/features/campaigns/attachments/api/get-campaign-attachments.ts';
import { CampaignViewScreen } from '@/features/campaigns/components/campaign-view-screen.tsx';
import { campaignViewQueryOptions } from '@/features/campaigns/view/get-campaign-view.ts';
import { oneOf, searchParams } from '@/lib/search-params.ts';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/$campaignId/view')({
  staticData: { title: msg`Campaign` },
  // Creation lands here even when generation failed, to offer "Try again", or when the model
  // failed and the offline draft was saved, to say so (and which facts stay in the brief's language).
  validateSearch: searchParams({
    generation: oneOf(['failed', 'offline']),
    briefLanguage: oneOf(['en', 'es']),
  }),
  loader: ({ context: { queryClient }, params: { id, campaignId } }) =>
    Promise.all([
      queryClient.ensureQueryData(campaignViewQueryOptions(id, campaignId)),
      queryClient.ensureQueryData(campaignAttachmentsQueryOptions(id, campaignId)),
    ]),
  component: CampaignViewScreen,
});
