import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { canManageWorkspace, useMyRole } from '@/lib/workspaces/my-role.ts';
import { useWorkspace } from '../api/get-workspace.ts';
import { BrandingSection } from './branding-section.tsx';
import { WorkspaceDetailsForm } from './workspace-details-form.tsx';

const route = getRouteApi('/_app/user/organizations/$id/edit');

/** A workspace's main information, contact information, colours and logo. */
export function WorkspaceEditScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { data: workspace } = useWorkspace(id);
  const { data: role } = useMyRole(id);

  if (!workspace) {
    return (
      <>
        <PageHeader title={t`Edit workspace`} />
        <WorkspaceNotFound />
      </>
    );
  }
  const readOnly = !canManageWorkspace(role);
  return (
    <>
      <PageHeader
        title={readOnly ? workspace.name : t`Edit ${workspace.name}`}
        description={t`Main information, contact information, colours and logo.`}
      />
      <Stack gap="lg" maw={960}>
        {readOnly && (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t`Only the owner and admins can change this workspace. You can see its details.`}
          </Alert>
        )}
        {/* Keyed by id: moving to another workspace starts its forms afresh. */}
        <WorkspaceDetailsForm key={`details-${workspace.id}`} workspace={workspace} readOnly={readOnly} />
        <BrandingSection key={`branding-${workspace.id}`} workspace={workspace} readOnly={readOnly} />
      </Stack>
    </>
  );
}
