import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignsScreen } from '@/features/campaigns/components/campaigns-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/')({
  staticData: { title: msg`Campaigns` },
  component: CampaignsScreen,
});
