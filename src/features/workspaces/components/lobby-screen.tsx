import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { useCurrentWorkspaceId } from '../api/get-current-workspace-id.ts';
import { useMyWorkspaces, type WorkspaceSummary } from '../api/list-my-workspaces.ts';
import { useOpenWorkspace } from '../use-open-workspace.ts';
import { CreateWorkspaceForm } from './create-workspace-form.tsx';
import { OwnerLabel, RoleBadge } from './role-labels.tsx';
import { WorkspaceLogo } from './workspace-logo.tsx';

/** The first screen after signing in: open one of your workspaces, or create the first. */
export function LobbyScreen() {
  const { t } = useLingui();
  const { data: workspaces } = useMyWorkspaces();
  const { data: currentId } = useCurrentWorkspaceId();
  const navigate = useNavigate();

  if (workspaces.length === 0) {
    return (
      <>
        <PageHeader
          title={t`Welcome to Pitchcraft`}
          description={t`Set up your first workspace: the business whose campaigns and pages you create.`}
        />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
          <Stack gap="xs" mb="lg">
            <Title order={2} fz="lg">
              {t`Create your first workspace`}
            </Title>
            <Text c="dimmed" fz="sm">
              {t`A workspace holds one business: its brand, clients, campaigns and pages. You can add colours, a logo and contact details next.`}
            </Text>
          </Stack>
          <CreateWorkspaceForm
            onCreated={(workspace) =>
              navigate({ to: '/user/organizations/$id/edit', params: { id: workspace.id } })
            }
          />
        </Paper>
      </>
    );
  }

  // The current workspace first: it is the one the user most likely came back for.
  const ordered = [...workspaces].sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId));
  return (
    <>
      <PageHeader
        title={t`Welcome to Pitchcraft`}
        description={t`Choose the workspace to work in.`}
        actions={
          <ButtonLink
            to="/user/organizations"
            search={{ add: true }}
            variant="default"
            leftSection={<IconPlus size={16} />}
          >
            {t`New workspace`}
          </ButtonLink>
        }
      />
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        aria-label={t`Your workspaces`}
        style={{ listStyle: 'none', padding: 0 }}
      >
        {ordered.map((workspace) => (
          <LobbyWorkspaceCard key={workspace.id} workspace={workspace} current={workspace.id === currentId} />
        ))}
      </SimpleGrid>
    </>
  );
}

function LobbyWorkspaceCard({ workspace, current }: { workspace: WorkspaceSummary; current: boolean }) {
  const { t } = useLingui();
  const openWorkspace = useOpenWorkspace();
  return (
    <Card component="li" withBorder radius="lg" padding="lg" aria-label={workspace.name}>
      <Stack gap="md" h="100%" justify="space-between">
        <Group wrap="nowrap" align="flex-start">
          <WorkspaceLogo name={workspace.name} logoPath={workspace.logoPath} size={48} />
          <Stack gap={4} miw={0}>
            <Text fw={700} fz="lg" truncate="end">
              {workspace.name}
            </Text>
            <Group gap={6}>
              <RoleBadge role={workspace.role} />
              {current && (
                <Badge variant="dot" color="teal" radius="sm">
                  {t`Current`}
                </Badge>
              )}
            </Group>
            <OwnerLabel workspace={workspace} />
          </Stack>
        </Group>
        <Button
          variant={current ? 'filled' : 'light'}
          rightSection={<IconArrowRight size={16} />}
          loading={openWorkspace.pendingId === workspace.id}
          onClick={() => openWorkspace.open(workspace.id)}
          aria-label={t`Open ${workspace.name}`}
        >
          {t`Open`}
        </Button>
      </Stack>
    </Card>
  );
}
