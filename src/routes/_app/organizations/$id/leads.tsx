import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { leadsQueryOptions } from '@/features/leads/api/get-leads.ts';
import { WorkspaceLeadsScreen } from '@/features/leads/components/workspace-leads-screen.tsx';
import { leadsSearchSchema } from '@/features/leads/leads-search.ts';

export const Route = createFileRoute('/_app/organizations/$id/leads')({
  staticData: { title: msg`Leads` },
  validateSearch: leadsSearchSchema,
  loaderDeps: ({ search: { page, q } }) => ({ page, q }),
  loader: ({ context: { queryClient }, params: { id }, deps: { page, q } }) =>
    queryClient.ensureQueryData(leadsQueryOptions({ workspaceId: id, clientId: null }, page, q)),
  component: WorkspaceLeadsScreen,
});
