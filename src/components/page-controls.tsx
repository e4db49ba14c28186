import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@mantine/core';

export type PageControlsProps = {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  size?: 'sm' | 'md';
};

/** Mantine's Pagination with names for screen readers; loaded by `ListPagination`. */
export default function PageControls({ pages, page, onChange, size = 'md' }: PageControlsProps) {
  const { t } = useLingui();
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      size={size}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
      })}
      getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
    />
  );
}
