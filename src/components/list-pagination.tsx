import { Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PageControlsProps } from './page-controls.tsx';

// Most lists hold one page: Mantine's Pagination (~3 KiB gzip) loads only for a second one.
const PageControls = lazy(() => import('./page-controls.tsx'));

type ListPaginationProps = Omit<PageControlsProps, 'pages'> & { total: number; pageSize: number };

/**
 * The one way to page a list read a page at a time: page controls with names for screen readers,
 * nothing when one page holds it. The row keeps its height while the controls load.
 */
export function ListPagination({ total, pageSize, ...controls }: ListPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <Group justify="center" mih={controls.size === 'sm' ? 26 : 32}>
      <Suspense fallback={null}>
        <PageControls pages={Math.ceil(total / pageSize)} {...controls} />
      </Suspense>
    </Group>
  );
}
