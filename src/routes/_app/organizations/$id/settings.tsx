import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { clientBrandsQueryOptions } from '@/content/brief/api/brand-queries.ts';
import { WorkspaceSettingsScreen } from '@/features/workspaces/components/workspace-settings-screen.tsx';
import { senderSettingsQueryOptions } from '@/features/workspaces/settings/api/get-sender-settings.ts';
import { senderDomainsQueryOptions } from '@/lib/sender-domains/sender-domains.ts';
import { myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';

export const Route = createFileRoute('/_app/organizations/$id/settings')({
  staticData: { title: msg`Settings` },
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(myRoleQueryOptions(id)),
      queryClient.ensureQueryData(senderSettingsQueryOptions(id)),
      queryClient.ensureQueryData(senderDomainsQueryOptions(id)),
      queryClient.ensureQueryData(clientBrandsQueryOptions(id)),
    ]),
  component: WorkspaceSettingsScreen,
});
