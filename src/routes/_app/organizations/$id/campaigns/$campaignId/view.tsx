import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignViewScreen } from '@/features/campaigns/components/campaign-view-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/$campaignId/view')({
  staticData: { title: msg`Campaign` },
  component: CampaignViewScreen,
});
