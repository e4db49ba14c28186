import { useLingui } from '@lingui/react/macro';
import { Group, Pagination } from '@mantine/core';

type ListPaginationProps = {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
};

/** Pages of a list read a page at a time, with names for screen readers; nothing when one page holds it. */
export function ListPagination({ total, pageSize, page, onChange }: ListPaginationProps) {
  const { t } = useLingui();
  if (total <= pageSize) return null;
  return (
    <Group justify="center">
      <Pagination
        total={Math.ceil(total / pageSize)}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
        })}
        getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
      />
    </Group>
  );
}
