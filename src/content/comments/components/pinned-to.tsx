import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { CommentSection } from '../model/comment-sections.ts';

/** The part a comment is about; a later edit may have removed it. */
export function PinnedTo({ section }: { section: CommentSection | undefined }) {
  const { t } = useLingui();
  if (!section) {
    return (
      <Text size="xs" c="dimmed">
        {t`On a part that is no longer there`}
      </Text>
    );
  }
  const label = t(section.label);
  const detail = section.detail;
  return (
    <Text size="xs" c="dimmed">
      {detail ? t`On ${label}: “${detail}”` : t`On ${label}`}
    </Text>
  );
}
