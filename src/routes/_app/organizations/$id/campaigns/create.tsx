import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { workspaceBrandQueryOptions } from '@/content/brief/api/brand-queries.ts';
import { BRIEF_STEP_IDS } from '@/content/brief/model/brief-steps.ts';
import { expressWorkspacesQueryOptions } from '@/content/generation/api/express.ts';
import { CampaignCreateScreen } from '@/features/campaigns/components/campaign-create-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/create')({
  staticData: { title: msg`New campaign` },
  // The review's "Edit" links open one tab of the brief.
  validateSearch: z.object({ step: z.enum(BRIEF_STEP_IDS).optional().catch(undefined) }),
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(expressWorkspacesQueryOptions()),
      queryClient.ensureQueryData(workspaceBrandQueryOptions(id)),
    ]),
  component: CampaignCreateScreen,
});
