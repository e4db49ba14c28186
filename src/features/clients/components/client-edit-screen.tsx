import { useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ClientSectionsNav } from '@/components/client-sections-nav.tsx';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { SetStatusBadge } from '@/components/set-status-badge.tsx';
import { ViewOnlyNote } from '@/components/view-only.tsx';
import { ActivityFeed } from '@/content/activity/components/activity-feed.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { FieldsRefused } from '@/lib/forms/field-errors.ts';
import { isSenderSet } from '@/lib/forms/field-rules.ts';
import { toast } from '@/lib/notify.tsx';
import { domainsForClient, useSenderDomains } from '@/lib/sender-domains/sender-domains.ts';
import { canEditContent, canManageWorkspace, myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useClient } from '../api/get-client.ts';
import type { Client } from '../api/get-clients.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { ClientApprovalPanel } from './client-approval-panel.tsx';
import { ClientForm } from './client-form.tsx';
import { ClientReviewersPanel } from './client-reviewers-panel.tsx';

const route = getRouteApi('/_app/organizations/$id/clients/$clientId/edit');

/** One client's details, editable by editors and read by viewers; the owner and admins may also delete it. */
export function ClientEditScreen() {
  const { t } = useLingui();
  const { id, clientId } = route.useParams();
  const { data: client } = useClient(id, clientId);
  const { data: role } = useSuspenseQuery(myRoleQueryOptions(id));

  if (!client) {
    return (
      <>
        <PageHeader title={t`Edit client`} />
        <ClientNotFound workspaceId={id} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={client.name}
        description={t`Name, website, contact and sender information of this client.`}
        actions={
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {t`Sender`}
            </Text>
            <SetStatusBadge isSet={isSenderSet(client)} />
          </Group>
        }
      />
      <ClientSectionsNav workspaceId={id} clientId={clientId} />
      {!canEditContent(role) && (
        <Box maw={760} mb="md">
          <ViewOnlyNote />
        </Box>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
        {/* Keyed by the saved row, so the form starts over from what the database holds. */}
        <ClientDetailsForm
          key={client.id}
          workspaceId={id}
          client={client}
          canDelete={canManageWorkspace(role)}
          readOnly={!canEditContent(role)}
        />
      </Paper>
      <ClientApprovalPanel workspaceId={id} clientId={clientId} canChange={canManageWorkspace(role)} />
      <ClientReviewersPanel workspaceId={id} clientId={clientId} canManage={canManageWorkspace(role)} />
      <ActivityFeed workspaceId={id} clientId={clientId} />
    </>
  );
}

type ClientDetailsFormProps = { workspaceId: string; client: Client; canDelete: boolean; readOnly: boolean };

function ClientDetailsForm({ workspaceId, client, canDelete, readOnly }: ClientDetailsFormProps) {
  const { t } = useLingui();
  const navigate = route.useNavigate();
  const update = useUpdateClient(workspaceId, client.id);
  const remove = useDeleteClient(workspaceId);
  const { data: domains } = useSenderDomains(workspaceId);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t`Delete ${client.name}?`,
      children: (
        <Text fz="sm">
          {t`The client is removed from this workspace. Its campaigns, pages and leads stay in the workspace, without a client.`}
        </Text>
      ),
      labels: { confirm: t`Delete client`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(client.id, {
          onSuccess: () => {
            toast.success(t`${client.name} was deleted`);
            navigate({ to: '/organizations/$id/clients', params: { id: workspaceId } });
          },
        }),
    });

  return (
    <ClientForm
      workspaceId={workspaceId}
      domains={domainsForClient(domains, client.id)}
      initialValues={client}
      submitLabel={t`Save changes`}
      readOnly={readOnly}
      secondaryActions={
        canDelete ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={confirmDelete}
            loading={remove.isPending}
          >
            {t`Delete client`}
          </Button>
        ) : null
      }
      onSubmit={async (input) => {
        try {
          await update.mutateAsync(input);
          toast.success(t`Changes saved`);
          return undefined;
        } catch (error) {
          if (error instanceof FieldsRefused) return error.fieldErrors;
          toast.error(errorMessages.generic);
          return undefined;
        }
      }}
    />
  );
}
