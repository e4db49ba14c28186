import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconEdit, IconPlus, IconStack2 } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { toast } from '@/lib/notify.tsx';
import { canManageWorkspace } from '@/lib/workspaces/my-role.ts';
import { useCurrentWorkspaceId } from '../api/get-current-workspace-id.ts';
import { useMyWorkspaces, type WorkspaceSummary } from '../api/list-my-workspaces.ts';
import { useSetCurrentWorkspace } from '../api/set-current-workspace.ts';
import { CreateWorkspaceForm } from './create-workspace-form.tsx';
import { OwnerLabel, RoleBadge } from './role-labels.tsx';
import { WorkspaceLogo } from './workspace-logo.tsx';

const route = getRouteApi('/_app/user/organizations/');

/** The user's workspaces: which one is current, set another, edit, add. */
export function WorkspacesScreen() {
  const { t } = useLingui();
  const { data: workspaces } = useMyWorkspaces();
  const { data: currentId } = useCurrentWorkspaceId();
  const { add } = route.useSearch();
  const navigate = useNavigate();
  const setAdding = (adding: boolean) =>
    navigate({ to: '/user/organizations', search: adding ? { add: true } : {}, replace: true });

  return (
    <>
      <PageHeader
        title={t`My workspaces`}
        description={t`The businesses you work for. Set one as current to work in it.`}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t`Add workspace`}
          </Button>
        }
      />
      {workspaces.length === 0 ? (
        <EmptyState
          icon={<IconStack2 size={30} />}
          title={t`You have no workspaces yet`}
          description={t`Each workspace keeps one business apart: its colours, logo, contacts, clients and campaigns.`}
          action={<Button onClick={() => setAdding(true)}>{t`Add workspace`}</Button>}
        />
      ) : (
        <Paper
          withBorder
          radius="lg"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Your workspaces`}
        >
          {workspaces.map((workspace, index) => (
            <WorkspaceRow
              key={workspace.id}
              workspace={workspace}
              current={workspace.id === currentId}
              first={index === 0}
            />
          ))}
        </Paper>
      )}
      <Modal opened={Boolean(add)} onClose={() => setAdding(false)} title={t`Add a workspace`} size="lg">
        <CreateWorkspaceForm
          onCancel={() => setAdding(false)}
          onCreated={(workspace) => {
            toast.success(t`Workspace “${workspace.name}” created.`);
            setAdding(false);
          }}
        />
      </Modal>
    </>
  );
}

type WorkspaceRowProps = { workspace: WorkspaceSummary; current: boolean; first: boolean };

function WorkspaceRow({ workspace, current, first }: WorkspaceRowProps) {
  const { t } = useLingui();
  const setCurrent = useSetCurrentWorkspace();
  const nameId = useId();
  return (
    <Group
      component="li"
      aria-label={workspace.name}
      justify="space-between"
      p="md"
      gap="md"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
        <WorkspaceLogo name={workspace.name} logoPath={workspace.logoPath} size={44} />
        <Stack gap={4} miw={0}>
          <Text fw={700} truncate="end" id={nameId}>
            {workspace.name}
          </Text>
          <Group gap={8} wrap="nowrap" miw={0}>
            <RoleBadge role={workspace.role} />
            <OwnerLabel workspace={workspace} />
          </Group>
        </Stack>
      </Group>
      <Group gap="xs">
        {current ? (
          <Badge color="teal" variant="light" size="lg" radius="sm" leftSection={<IconCheck size={14} />}>
            {t`Current workspace`}
          </Badge>
        ) : (
          <Button
            variant="light"
            size="xs"
            loading={setCurrent.isPending}
            onClick={() =>
              setCurrent.mutate(workspace.id, {
                onSuccess: () => toast.success(t`${workspace.name} is now your current workspace.`),
              })
            }
            // Named by its words, so voice control can say them; the workspace is its description.
            aria-describedby={nameId}
          >
            {t`Set as current`}
          </Button>
        )}
        <ButtonLink
          to="/organizations/$id/dashboard"
          params={{ id: workspace.id }}
          variant="default"
          size="xs"
          aria-label={t`Dashboard of ${workspace.name}`}
        >
          {t`Dashboard`}
        </ButtonLink>
        <ButtonLink
          to="/user/organizations/$id/edit"
          params={{ id: workspace.id }}
          variant="default"
          size="xs"
          leftSection={<IconEdit size={14} />}
          aria-label={
            canManageWorkspace(workspace.role) ? t`Edit ${workspace.name}` : t`View ${workspace.name}`
          }
        >
          {canManageWorkspace(workspace.role) ? t`Edit` : t`View`}
        </ButtonLink>
      </Group>
    </Group>
  );
}
