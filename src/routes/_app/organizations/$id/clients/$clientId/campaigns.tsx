import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ClientCampaignsScreen } from '@/features/campaigns/components/client-campaigns-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/campaigns')({
  staticData: { title: msg`Client campaigns` },
  component: ClientCampaignsScreen,
});
