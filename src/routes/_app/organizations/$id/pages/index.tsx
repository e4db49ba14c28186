import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import {
  campaignListSearchSchema,
  resolveCampaignListSearch,
} from '@/content/list/model/campaign-list-search.ts';
import { PagesScreen } from '@/features/pages/components/pages-screen.tsx';
import { workspacePagesQueryOptions } from '@/features/pages/list/api/get-workspace-pages.ts';

export const Route = createFileRoute('/_app/organizations/$id/pages/')({
  staticData: { title: msg`Landing pages` },
  validateSearch: campaignListSearchSchema,
  loaderDeps: ({ search }) => resolveCampaignListSearch(search),
  loader: ({ context: { queryClient }, params: { id }, deps }) =>
    queryClient.ensureQueryData(workspacePagesQueryOptions(id, deps)),
  component: PagesScreen,
});
