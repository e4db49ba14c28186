import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { workspaceBrandQueryOptions } from '@/content/brief/api/brand-queries.ts';
import { BRIEF_STEP_IDS } from '@/content/brief/model/brief-step-ids.ts';
import { expressWorkspacesQueryOptions } from '@/content/generation/api/express.ts';
import { CampaignCreateScreen } from '@/features/campaigns/components/campaign-create-screen.tsx';
import { oneOf, searchParams } from '@/lib/search-params.ts';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/create')({
  staticData: { title: msg`New campaign` },
  // The review's "Edit" links open one tab of the brief.
  validateSearch: searchParams({ step: oneOf(BRIEF_STEP_IDS) }),
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(expressWorkspacesQueryOptions()),
      queryClient.ensureQueryData(workspaceBrandQueryOptions(id)),
    ]),
  component: CampaignCreateScreen,
});
