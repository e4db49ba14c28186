import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Menu,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAddressBook,
  IconBuildingStore,
  IconDots,
  IconEdit,
  IconMail,
  IconPlus,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AnchorLink } from '@/components/router-links.tsx';
import { MenuItemLink } from '@/components/router-menu-links.tsx';
import { SetStatusBadge } from '@/components/set-status-badge.tsx';
import { UrlSearchInput } from '@/components/url-search-input.tsx';
import { ViewOnlyNote } from '@/components/view-only.tsx';
import { clientRequiredIn, expressWorkspacesQueryOptions } from '@/content/generation/api/express.ts';
import { isSenderSet } from '@/lib/forms/field-rules.ts';
import { canEditContent, myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';
import { type Client, matchesClientSearch, useClients } from '../api/get-clients.ts';
import { AddClientModal } from './add-client-modal.tsx';

const route = getRouteApi('/_app/organizations/$id/clients/');

/** The clients this workspace runs campaigns for, searchable by name; adding one opens a dialog. */
export function ClientsScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { q = '' } = route.useSearch();
  const { data: clients } = useClients(id);
  const { data: role } = useSuspenseQuery(myRoleQueryOptions(id));
  const { data: creatable } = useSuspenseQuery(expressWorkspacesQueryOptions());
  const [adding, addDialog] = useDisclosure(false);

  if (!role) {
    return (
      <>
        <PageHeader title={t`Clients`} />
        <WorkspaceNotFound />
      </>
    );
  }

  const shown = q ? clients.filter((client) => matchesClientSearch(client, q)) : clients;
  // A client is added by an editor who reaches the whole workspace (RLS): not a viewer, and not
  // an editor limited to some clients, whose new client would be out of their reach.
  const canAdd = canEditContent(role) && !clientRequiredIn(creatable, id);
  const addButton = canAdd && (
    <Button leftSection={<IconPlus size={16} />} onClick={addDialog.open}>
      {t`Add client`}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t`Clients`}
        description={t`The businesses you run campaigns and pages for, each with its own leads and sender.`}
        actions={clients.length > 0 ? addButton : undefined}
      />
      {!canEditContent(role) && (
        <Box mb="md">
          <ViewOnlyNote />
        </Box>
      )}
      {clients.length === 0 ? (
        <EmptyState
          icon={<IconBuildingStore size={30} />}
          title={t`No clients yet`}
          description={
            canAdd
              ? t`Add a client to create campaigns and pages on their behalf. Campaigns without a client belong to the workspace.`
              : t`The clients of this workspace will be listed here.`
          }
          action={addButton}
        />
      ) : (
        <Stack gap="md">
          <ClientSearch search={q} />
          {shown.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Text fw={600}>{t`No client matches “${q}”`}</Text>
              <Text
                c="dimmed"
                fz="sm"
              >{t`Check the spelling, or clear the search to see every client.`}</Text>
            </Paper>
          ) : (
            <ClientList workspaceId={id} clients={shown} />
          )}
        </Stack>
      )}
      <AddClientModal workspaceId={id} opened={adding} onClose={addDialog.close} />
    </>
  );
}

/** The name search, kept in the address (?q=). */
function ClientSearch({ search }: { search: string }) {
  const { t } = useLingui();
  const navigate = route.useNavigate();
  return (
    <UrlSearchInput
      search={search}
      onSearch={(next) =>
        navigate({ search: (previous) => ({ ...previous, q: next || undefined }), replace: true })
      }
      aria-label={t`Search clients by name`}
      placeholder={t`Search by name`}
      maw={{ sm: 360 }}
    />
  );
}

function ClientList({ workspaceId, clients }: { workspaceId: string; clients: Client[] }) {
  const { t } = useLingui();
  return (
    <>
      <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Name`}</Table.Th>
              <Table.Th>{t`Contact`}</Table.Th>
              <Table.Th>{t`Sender`}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clients.map((client) => (
              <Table.Tr key={client.id}>
                <Table.Td>
                  <ClientName workspaceId={workspaceId} client={client} />
                </Table.Td>
                <Table.Td>
                  <ClientContact client={client} />
                </Table.Td>
                <Table.Td>
                  <SetStatusBadge isSet={isSenderSet(client)} size="sm" />
                </Table.Td>
                <Table.Td ta="right">
                  <ClientActions workspaceId={workspaceId} client={client} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack gap="sm" hiddenFrom="sm">
        {clients.map((client) => (
          <Card key={client.id} withBorder radius="lg" padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ClientName workspaceId={workspaceId} client={client} />
              <ClientActions workspaceId={workspaceId} client={client} />
            </Group>
            <ClientContact client={client} />
            <Group gap="xs" mt="sm">
              <Text fz="sm" c="dimmed">
                {t`Sender`}
              </Text>
              <SetStatusBadge isSet={isSenderSet(client)} size="sm" />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function ClientName({ workspaceId, client }: { workspaceId: string; client: Client }) {
  const website = client.website;
  return (
    <Stack gap={0} miw={0}>
      <AnchorLink
        to="/organizations/$id/clients/$clientId/edit"
        params={{ id: workspaceId, clientId: client.id }}
        fw={600}
      >
        {client.name}
      </AnchorLink>
      {website && (
        <Anchor href={website} target="_blank" rel="noopener noreferrer" fz="sm" c="dimmed" truncate="end">
          {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </Anchor>
      )}
    </Stack>
  );
}

function ClientContact({ client }: { client: Client }) {
  const { t } = useLingui();
  if (!client.contact_email && !client.contact_phone) {
    return (
      <Text fz="sm" c="dimmed">
        {t`No contact yet`}
      </Text>
    );
  }
  return (
    <Stack gap={0} miw={0}>
      {client.contact_email && (
        <Anchor href={`mailto:${client.contact_email}`} fz="sm" truncate="end">
          {client.contact_email}
        </Anchor>
      )}
      {client.contact_phone && (
        <Anchor href={`tel:${client.contact_phone.replace(/[^+0-9]/g, '')}`} fz="sm" c="dark">
          {client.contact_phone}
        </Anchor>
      )}
    </Stack>
  );
}

function ClientActions({ workspaceId, client }: { workspaceId: string; client: Client }) {
  const { t } = useLingui();
  const params = { id: workspaceId, clientId: client.id };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${client.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink
          to="/organizations/$id/clients/$clientId/edit"
          params={params}
          leftSection={<IconEdit size={16} />}
        >
          {t`Edit`}
        </MenuItemLink>
        <MenuItemLink
          to="/organizations/$id/clients/$clientId/leads"
          params={params}
          leftSection={<IconAddressBook size={16} />}
        >
          {t`Leads`}
        </MenuItemLink>
        <MenuItemLink
          to="/organizations/$id/clients/$clientId/campaigns"
          params={params}
          leftSection={<IconMail size={16} />}
        >
          {t`Campaigns`}
        </MenuItemLink>
      </Menu.Dropdown>
    </Menu>
  );
}
