import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { leadsQueryOptions } from '@/features/leads/api/get-leads.ts';
import { WorkspaceLeadsScreen } from '@/features/leads/components/workspace-leads-screen.tsx';
import { workspaceLeadsSearchSchema } from '@/features/leads/leads-search.ts';

export const Route = createFileRoute('/_app/organizations/$id/leads')({
  staticData: { title: msg`Leads` },
  validateSearch: workspaceLeadsSearchSchema,
  loaderDeps: ({ search: { page, q, client, landing } }) => ({ page, q, client, landing }),
  loader: ({ context: { queryClient }, params: { id }, deps: { page, q, client, landing } }) =>
    queryClient.ensureQueryData(
      leadsQueryOptions({ workspaceId: id, client: client ?? 'all', pageId: landing }, page, q),
    ),
  component: WorkspaceLeadsScreen,
});
