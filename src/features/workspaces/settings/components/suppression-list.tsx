import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPagination } from '@/components/list-pagination.tsx';
import type { Database } from '@/lib/database.types.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { SUPPRESSIONS_PAGE_SIZE, type SuppressionsPage, useSuppressions } from '../api/get-suppressions.ts';

type SuppressionReason = Database['public']['Enums']['suppression_reason'];

const REASONS: Record<SuppressionReason, { label: MessageDescriptor; color: string }> = {
  unsubscribed: {
    label: msg({ id: 'suppressions.reason.unsubscribed', message: 'Unsubscribed' }),
    color: 'gray',
  },
  bounced: { label: msg({ id: 'suppressions.reason.bounced', message: 'Bounced' }), color: 'orange' },
  complained: {
    label: msg({ id: 'suppressions.reason.complained', message: 'Marked as spam' }),
    color: 'red',
  },
};

const SEARCH_DELAY_MS = 300;

/** The workspace's suppression list, searchable by address; its data read page by page. */
export function SuppressionList({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const { data, isFetching, isPending } = useSuppressions(workspaceId, { q, page });

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        aria-label={t`Search suppressed addresses`}
        placeholder={t`Search by email`}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={isFetching && !isPending ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {isPending || !data ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : (
        <SuppressionTable data={data} searching={q !== ''} page={page} onPage={setPage} />
      )}
    </Stack>
  );
}

type SuppressionTableProps = {
  data: SuppressionsPage;
  searching: boolean;
  page: number;
  onPage: (page: number) => void;
};

export function SuppressionTable({ data, searching, page, onPage }: SuppressionTableProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  if (data.total === 0) {
    return (
      <Text fz="sm" c="dimmed" py="sm">
        {searching
          ? t`No suppressed address matches this search.`
          : t`No one has unsubscribed, bounced or complained yet. Addresses that do are never emailed again by this workspace.`}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        <Plural value={data.total} one="# suppressed address" other="# suppressed addresses" />
      </Text>
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" aria-label={t`Suppression list`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Email`}</Table.Th>
              <Table.Th>{t`Reason`}</Table.Th>
              <Table.Th visibleFrom="sm">{t`Since`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.suppressions.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text fz="sm">{row.email}</Text>
                  <Text fz="xs" c="dimmed" hiddenFrom="sm">
                    {format.date(row.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={REASONS[row.reason].color}
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {i18n._(REASONS[row.reason].label)}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text fz="sm">{format.date(row.created_at)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        total={data.total}
        pageSize={SUPPRESSIONS_PAGE_SIZE}
        page={page}
        onChange={onPage}
        size="sm"
      />
    </Stack>
  );
}
