import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { expressWorkspacesQueryOptions } from '@/content/generation/api/express.ts';
import { clientsQueryOptions } from '@/features/clients/api/get-clients.ts';
import { ClientsScreen } from '@/features/clients/components/clients-screen.tsx';
import { searchParams, text } from '@/lib/search-params.ts';
import { senderDomainsQueryOptions } from '@/lib/sender-domains/sender-domains.ts';
import { myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';

export const Route = createFileRoute('/_app/organizations/$id/clients/')({
  staticData: { title: msg`Clients` },
  validateSearch: searchParams({ q: text(120) }),
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(myRoleQueryOptions(id)),
      queryClient.ensureQueryData(expressWorkspacesQueryOptions()),
      queryClient.ensureQueryData(clientsQueryOptions(id)),
      queryClient.ensureQueryData(senderDomainsQueryOptions(id)),
    ]),
  component: ClientsScreen,
});
