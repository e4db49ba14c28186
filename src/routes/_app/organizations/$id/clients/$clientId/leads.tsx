import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { leadsQueryOptions } from '@/features/leads/api/get-leads.ts';
import { ClientLeadsScreen } from '@/features/leads/components/client-leads-screen.tsx';
import { leadsSearchSchema } from '@/features/leads/leads-search.ts';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/leads')({
  staticData: { title: msg`Leads` },
  validateSearch: leadsSearchSchema,
  loaderDeps: ({ search: { page, q } }) => ({ page, q }),
  loader: ({ context: { queryClient }, params: { id, clientId }, deps: { page, q } }) =>
    queryClient.ensureQueryData(leadsQueryOptions({ workspaceId: id, client: clientId }, page, q)),
  component: ClientLeadsScreen,
});
