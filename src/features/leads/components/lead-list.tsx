import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useSourceLabel } from '@/content/analytics/components/use-source-label.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { Lead } from '../api/get-leads.ts';
import { IgnoreAction } from './ignore-action.tsx';
import { LeadStatus } from './lead-status.tsx';

/**
 * A table on wide screens, a card per lead on phones: each lead with where its visit came from
 * (docs/leads.md, "The visit's source"); with `showPage`, its page and client. One name column
 * (as the cards show it) and small cell padding keep every column, the actions too, in view at
 * 1280 pixels.
 */
export function LeadList({
  workspaceId,
  leads,
  showPage = false,
}: {
  workspaceId: string;
  leads: Lead[];
  showPage?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const sourceLabel = useSourceLabel();
  const sourceLine = (lead: Lead) => {
    const source = sourceLabel(lead.source);
    return t`Source: ${source}`;
  };
  const pageOf = (lead: Lead) => (
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
        <Table verticalSpacing="sm" horizontalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Name`}</Table.Th>
              <Table.Th>{t`Email`}</Table.Th>
              <Table.Th>{t`Phone`}</Table.Th>
              {showPage && <Table.Th>{t`Landing page`}</Table.Th>}
              <Table.Th>{t`Source`}</Table.Th>
              <Table.Th>{t`Created`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Action`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leads.map((lead) => (
              <Table.Tr key={lead.id} c={lead.ignored_at ? 'dimmed' : undefined} data-testid="lead-row">
                <Table.Td>
                  {lead.first_name} {lead.last_name}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Anchor href={`mailto:${lead.email}`} fz="sm" c={lead.ignored_at ? 'dimmed' : undefined}>
                    {lead.email}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{lead.phone ?? '—'}</Table.Td>
                {showPage && <Table.Td>{pageOf(lead)}</Table.Td>}
                <Table.Td>
                  {/* Wide enough for a host such as instagram.com on one line; a longer source wraps. */}
                  <Text fz="sm" miw="7rem" style={{ overflowWrap: 'anywhere' }}>
                    {sourceLabel(lead.source)}
                  </Text>
                </Table.Td>
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
                {showPage && pageOf(lead)}
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {sourceLine(lead)}
                </Text>
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
