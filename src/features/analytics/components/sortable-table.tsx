import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';

export type Column<Row> = {
  key: string;
  label: string;
  /** What the column sorts by; a column without one does not sort. */
  sortValue?: (row: Row) => number | string | null;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
};

type SortableTableProps<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  initialSort: { key: string; dir: 'asc' | 'desc' };
};

/** A table whose headers sort it, announced with aria-sort; empty figures (null) sort last. */
export function SortableTable<Row>({ caption, columns, rows, rowKey, initialSort }: SortableTableProps<Row>) {
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(() => {
    const column = columns.find((each) => each.key === sort.key);
    if (!column?.sortValue) return rows;
    const value = column.sortValue;
    const direction = sort.dir === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      if (left === right) return 0;
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * direction;
    });
  }, [rows, columns, sort]);

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = sort.key === column.key;
              if (!column.sortValue) {
                return (
                  <Table.Th key={column.key} ta={column.numeric ? 'end' : undefined}>
                    {column.label}
                  </Table.Th>
                );
              }
              const Icon = !active ? IconArrowsSort : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
              return (
                <Table.Th
                  key={column.key}
                  ta={column.numeric ? 'end' : undefined}
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <UnstyledButton
                    fw={700}
                    fz="sm"
                    onClick={() =>
                      setSort({
                        key: column.key,
                        dir: active ? (sort.dir === 'asc' ? 'desc' : 'asc') : column.numeric ? 'desc' : 'asc',
                      })
                    }
                  >
                    <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
                      {column.label}
                      <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'end' : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
