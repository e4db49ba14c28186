import { useLingui } from '@lingui/react/macro';
import { Code, Group, Table } from '@mantine/core';
import { SenderDomainStatusBadge } from '@/components/sender-domain-status-badge.tsx';
import type { DnsRecord } from '@/lib/sender-domains/sender-domains.ts';
import { CopyValueButton } from './copy-value-button.tsx';

type RecordRow = Pick<DnsRecord, 'type' | 'name' | 'value'> & Partial<Pick<DnsRecord, 'priority' | 'status'>>;

/** The DNS records to add at the domain's DNS host, each part copyable, with each record's status. */
export function DnsRecordsTable({ records, label }: { records: readonly RecordRow[]; label: string }) {
  const { t } = useLingui();
  const withStatus = records.some((record) => record.status);
  const withPriority = records.some((record) => record.priority !== undefined && record.priority !== null);
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="xs" fz="sm" aria-label={label} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t`Type`}</Table.Th>
            <Table.Th w="28%">{t`Name (host)`}</Table.Th>
            <Table.Th>{t`Value`}</Table.Th>
            {withPriority && <Table.Th w={80}>{t`Priority`}</Table.Th>}
            {withStatus && <Table.Th w={130}>{t`Status`}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={`${record.type}-${record.name}-${record.value}`}>
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
    </Table.ScrollContainer>
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
