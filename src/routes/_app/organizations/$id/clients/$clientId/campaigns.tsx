import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { clientCampaignsQueryOptions } from '@/features/campaigns/api/client-campaigns.ts';
import { ClientCampaignsScreen } from '@/features/campaigns/components/client-campaigns-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/campaigns')({
  staticData: { title: msg`Client campaigns` },
  loader: ({ context: { queryClient }, params: { id, clientId } }) =>
    queryClient.ensureQueryData(clientCampaignsQueryOptions(id, clientId)),
  component: ClientCampaignsScreen,
});
