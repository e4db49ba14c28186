import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignCreateScreen } from '@/features/campaigns/components/campaign-create-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/create')({
  staticData: { title: msg`New campaign` },
  component: CampaignCreateScreen,
});
