import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { clientQueryOptions } from '@/features/clients/api/get-client.ts';
import { ClientEditScreen } from '@/features/clients/components/client-edit-screen.tsx';
import { senderDomainsQueryOptions } from '@/lib/sender-domains/sender-domains.ts';
import { myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/edit')({
  staticData: { title: msg`Edit client` },
  loader: ({ context: { queryClient }, params: { id, clientId } }) =>
    Promise.all([
      queryClient.ensureQueryData(myRoleQueryOptions(id)),
      queryClient.ensureQueryData(clientQueryOptions(id, clientId)),
      queryClient.ensureQueryData(senderDomainsQueryOptions(id)),
    ]),
  component: ClientEditScreen,
});
