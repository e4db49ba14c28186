import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { expressWorkspacesQueryOptions } from '@/content/generation/api/express.ts';
import { CampaignExpressScreen } from '@/features/campaigns/components/campaign-express-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/create-express')({
  staticData: { title: msg`Express campaign` },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(expressWorkspacesQueryOptions()),
  component: CampaignExpressScreen,
});
