import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';

type ShowMoreButtonProps = {
  pages: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
};

/** The next page of a list read a page at a time (an infinite query), while there is one. */
export function ShowMoreButton({ pages }: ShowMoreButtonProps) {
  const { t } = useLingui();
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      size="xs"
      mt="xs"
      loading={pages.isFetchingNextPage}
      onClick={() => pages.fetchNextPage()}
    >
      {t`Show more`}
    </Button>
  );
}
