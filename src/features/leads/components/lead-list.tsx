import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { Lead } from '../api/get-leads.ts';
import { IgnoreAction } from './ignore-action.tsx';
import { LeadStatus } from './lead-status.tsx';

/** A table on wide screens, a card per lead on phones; with `showSource`, each lead's page and client. */
export function LeadList({
  workspaceId,
  leads,
  showSource = false,
}: {
  workspaceId: string;
  leads: Lead[];
  showSource?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const source = (lead: Lead) => (
    <Stack gap={0}>
      <Text fz="sm">{lead.pageName ?? t`A deleted page`}</Text>
      <Text fz="xs" c="dimmed">
        {lead.clientName ?? t`The workspace`}
      </Text>
    </Stack>
  );
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
              {showSource && <Table.Th>{t`Landing page`}</Table.Th>}
              <Table.Th>{t`Created`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Action`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leads.map((lead) => (
              <Table.Tr key={lead.id} c={lead.ignored_at ? 'dimmed' : undefined} data-testid="lead-row">
                <Table.Td>{lead.first_name}</Table.Td>
                <Table.Td>{lead.last_name}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Anchor href={`mailto:${lead.email}`} fz="sm" c={lead.ignored_at ? 'dimmed' : undefined}>
                    {lead.email}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{lead.phone ?? '—'}</Table.Td>
                {showSource && <Table.Td>{source(lead)}</Table.Td>}
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
          <Card key={lead.id} withBorder radius="lg" padding="md" c={lead.ignored_at ? 'dimmed' : undefined}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={0} miw={0}>
                <Text fw={600} truncate="end">
                  {lead.first_name} {lead.last_name}
                </Text>
                <Anchor
                  href={`mailto:${lead.email}`}
                  fz="sm"
                  truncate="end"
                  c={lead.ignored_at ? 'dimmed' : undefined}
                >
                  {lead.email}
                </Anchor>
                {lead.phone && <Text fz="sm">{lead.phone}</Text>}
                {showSource && source(lead)}
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
