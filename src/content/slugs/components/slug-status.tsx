import { useLingui } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isSlugShaped, type SlugAvailability, slugMessages } from '@/content/slugs/model/slug-rule.ts';

type SlugStatusProps = {
  slug: string;
  /** What the database says of the slug; 'checking' or undefined while it has not answered. */
  availability: SlugAvailability | 'checking' | undefined;
};

/** One line under a slug field: wrong shape, checking, available, taken or reserved. */
export function SlugStatus({ slug, availability }: SlugStatusProps) {
  const { i18n } = useLingui();
  if (!isSlugShaped(slug) || availability === 'invalid') {
    return <StatusLine color="red" icon={<IconX size={14} />} text={i18n._(slugMessages.shape)} />;
  }
  if (availability === 'checking' || availability === undefined) {
    return <StatusLine color="dimmed" icon={<Loader size={12} />} text={i18n._(slugMessages.checking)} />;
  }
  if (availability === 'available') {
    return <StatusLine color="teal" icon={<IconCheck size={14} />} text={i18n._(slugMessages.available)} />;
  }
  return (
    <StatusLine
      color="red"
      icon={<IconX size={14} />}
      text={i18n._(availability === 'taken' ? slugMessages.taken : slugMessages.reserved)}
    />
  );
}

function StatusLine({ color, icon, text }: { color: string; icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" c={color} role="status">
      {icon}
      <Text fz="sm" c={color}>
        {text}
      </Text>
    </Group>
  );
}
