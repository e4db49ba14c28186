import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import {
  campaignListSearchSchema,
  resolveCampaignListSearch,
} from '@/content/list/model/campaign-list-search.ts';
import { CampaignsScreen } from '@/features/campaigns/components/campaigns-screen.tsx';
import { workspaceCampaignsQueryOptions } from '@/features/campaigns/list/api/get-workspace-campaigns.ts';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/')({
  staticData: { title: msg`Campaigns` },
  validateSearch: campaignListSearchSchema,
  loaderDeps: ({ search }) => resolveCampaignListSearch(search),
  loader: ({ context: { queryClient }, params: { id }, deps }) =>
    queryClient.ensureQueryData(workspaceCampaignsQueryOptions(id, deps)),
  component: CampaignsScreen,
});
