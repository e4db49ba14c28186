import { useLingui } from '@lingui/react/macro';
import { Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DnsRecord } from '@/lib/sender-domains/sender-domains.ts';
import { CopyValueButton } from './copy-value-button.tsx';
import { SenderDomainStatusBadge } from './sender-domain-status-badge.tsx';

type RecordRow = Pick<DnsRecord, 'type' | 'name' | 'value'> & Partial<Pick<DnsRecord, 'priority' | 'status'>>;

type DnsRecordsTableProps = { records: readonly RecordRow[]; label: string };

/**
 * The DNS records to add at the domain's DNS host, each part copyable, with each record's status:
 * a table on wide screens, one card per record on phones (a DKIM key does not fit a phone's column).
 */
export function DnsRecordsTable({ records, label }: DnsRecordsTableProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 48em)');
  const withStatus = records.some((record) => record.status);
  const withPriority = records.some((record) => record.priority !== undefined && record.priority !== null);
  const key = (record: RecordRow) => `${record.type}-${record.name}-${record.value}`;

  if (phone) {
    return (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {records.map((record) => (
          <Paper key={key(record)} component="li" withBorder radius="sm" p="xs">
            <Stack gap={6}>
              <Group gap="xs" justify="space-between">
                <Group gap="xs">
                  <Code>{record.type}</Code>
                  {record.priority !== undefined && record.priority !== null && (
                    <Text fz="xs" c="dimmed">{t`Priority ${record.priority}`}</Text>
                  )}
                </Group>
                {record.status && <SenderDomainStatusBadge status={record.status} size="sm" />}
              </Group>
              <LabelledValue
                label={t`Name (host)`}
                value={record.name}
                copyLabel={t`Copy the name of the ${record.type} record`}
              />
              <LabelledValue
                label={t`Value`}
                value={record.value}
                copyLabel={t`Copy the value of the ${record.type} record`}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table verticalSpacing="xs" fz="sm" aria-label={label} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={64}>{t`Type`}</Table.Th>
          <Table.Th w="30%">{t`Name (host)`}</Table.Th>
          <Table.Th>{t`Value`}</Table.Th>
          {withPriority && <Table.Th w={80}>{t`Priority`}</Table.Th>}
          {withStatus && <Table.Th w={120}>{t`Status`}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => (
          <Table.Tr key={key(record)}>
            <Table.Td>
              <Code>{record.type}</Code>
            </Table.Td>
            <Table.Td>
              <CopyableText value={record.name} label={t`Copy the name of the ${record.type} record`} />
            </Table.Td>
            <Table.Td>
              <CopyableText value={record.value} label={t`Copy the value of the ${record.type} record`} />
            </Table.Td>
            {withPriority && <Table.Td>{record.priority ?? '—'}</Table.Td>}
            {withStatus && (
              <Table.Td>
                {record.status ? <SenderDomainStatusBadge status={record.status} size="sm" /> : null}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function LabelledValue({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <CopyableText value={value} label={copyLabel} />
    </div>
  );
}

function CopyableText({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Code style={{ wordBreak: 'break-all', whiteSpace: 'normal', minWidth: 0, flex: 1 }}>{value}</Code>
      <CopyValueButton value={value} label={label} />
    </Group>
  );
}
