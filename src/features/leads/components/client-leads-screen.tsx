import { Plural, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAddressBook, IconArrowBackUp, IconEyeOff } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { ClientSectionsNav } from '@/components/client-sections-nav.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { LEADS_PAGE_SIZE, type Lead, useClientLeads } from '../api/get-client-leads.ts';
import { useSetLeadIgnored } from '../api/set-lead-ignored.ts';

const route = getRouteApi('/_app/organizations/$id/clients/$clientId/leads');

/** The contacts a client's landing pages captured, newest first, 50 to a page. */
export function ClientLeadsScreen() {
  const { t } = useLingui();
  const { id, clientId } = route.useParams();
  const { page } = route.useSearch();
  const navigate = route.useNavigate();
  const { data } = useClientLeads(id, clientId, page);

  if (!data) {
    return (
      <>
        <PageHeader title={t`Leads`} />
        <ClientNotFound workspaceId={id} />
      </>
    );
  }
  const { client, leads, total } = data;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const goToPage = (next: number) =>
    navigate({ search: (previous) => ({ ...previous, page: next === 1 ? undefined : next }) });

  return (
    <>
      <PageHeader
        title={t`Leads of ${client.name}`}
        description={t`Contacts captured by this client's landing pages.`}
      />
      <ClientSectionsNav workspaceId={id} clientId={clientId} />
      {total === 0 ? (
        <EmptyState
          icon={<IconAddressBook size={30} />}
          title={t`No leads yet`}
          description={t`Leads arrive from the forms on this client's landing pages: everyone who fills one in appears here with their name, email and phone.`}
          action={
            <ButtonLink
              to="/organizations/$id/clients/$clientId/campaigns"
              params={{ id, clientId }}
              variant="light"
            >
              {t`See this client's pages`}
            </ButtonLink>
          }
        />
      ) : leads.length === 0 ? (
        <EmptyState
          icon={<IconAddressBook size={30} />}
          title={t`This page is empty`}
          description={t`The list of leads ends before this page.`}
          action={
            <Button variant="light" onClick={() => goToPage(pages)}>
              {t`Go to the last page`}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          <Text c="dimmed" fz="sm" aria-live="polite">
            <Plural value={total} one="# lead" other="# leads" />
          </Text>
          <LeadList workspaceId={id} leads={leads} />
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={goToPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
                })}
                getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
              />
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}

function LeadList({ workspaceId, leads }: { workspaceId: string; leads: Lead[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <>
      <Paper withBorder radius="lg" visibleFrom="md" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`First name`}</Table.Th>
              <Table.Th>{t`Last name`}</Table.Th>
              <Table.Th>{t`Email`}</Table.Th>
              <Table.Th>{t`Phone`}</Table.Th>
              <Table.Th>{t`Created`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Action`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leads.map((lead) => (
              <Table.Tr key={lead.id} c={lead.ignored_at ? 'dimmed' : undefined}>
                <Table.Td>{lead.first_name}</Table.Td>
                <Table.Td>{lead.last_name}</Table.Td>
                <Table.Td>
                  <Anchor href={`mailto:${lead.email}`} fz="sm">
                    {lead.email}
                  </Anchor>
                </Table.Td>
                <Table.Td>{lead.phone ?? '—'}</Table.Td>
                <Table.Td>{format.dateTime(lead.created_at)}</Table.Td>
                <Table.Td>
                  <LeadStatus lead={lead} />
                </Table.Td>
                <Table.Td>
                  <IgnoreAction workspaceId={workspaceId} lead={lead} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack gap="sm" hiddenFrom="md">
        {leads.map((lead) => (
          <Card key={lead.id} withBorder radius="lg" padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={0} miw={0}>
                <Text fw={600} truncate="end">
                  {lead.first_name} {lead.last_name}
                </Text>
                <Anchor href={`mailto:${lead.email}`} fz="sm" truncate="end">
                  {lead.email}
                </Anchor>
                {lead.phone && <Text fz="sm">{lead.phone}</Text>}
                <Text fz="xs" c="dimmed">
                  {format.dateTime(lead.created_at)}
                </Text>
              </Stack>
              <LeadStatus lead={lead} />
            </Group>
            <Group justify="flex-end" mt="xs">
              <IgnoreAction workspaceId={workspaceId} lead={lead} />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function LeadStatus({ lead }: { lead: Lead }) {
  const { t } = useLingui();
  const format = useFormatters();
  const badge =
    lead.status === 'active' ? (
      <Badge color="teal" variant="light">
        {t({ id: 'leads.status.active', message: 'Active' })}
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        {t({ id: 'leads.status.inactive', message: 'Inactive' })}
      </Badge>
    );
  const why = lead.ignored_at
    ? t`Ignored on ${format.date(lead.ignored_at)}`
    : lead.awaitingConfirmation
      ? t`Waiting for the email confirmation`
      : null;
  if (!why) return badge;
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      <Text fz="xs" c="dimmed">
        {why}
      </Text>
    </Stack>
  );
}

function IgnoreAction({ workspaceId, lead }: { workspaceId: string; lead: Lead }) {
  const { t } = useLingui();
  const setIgnored = useSetLeadIgnored(workspaceId);
  const name = `${lead.first_name} ${lead.last_name}`;
  return lead.ignored_at ? (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowBackUp size={14} />}
      onClick={() => setIgnored.mutate({ lead, ignored: false })}
      aria-label={t`Restore ${name}`}
    >
      {t`Restore`}
    </Button>
  ) : (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconEyeOff size={14} />}
      onClick={() => setIgnored.mutate({ lead, ignored: true })}
      aria-label={t`Ignore ${name}`}
    >
      {t`Ignore`}
    </Button>
  );
}
