import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A framed list whose rows wrap on narrow screens: the members and the pending invitations. */
export function BorderedList({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg">
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Paper>
  );
}

export function BorderedListItem({
  label,
  first,
  children,
}: {
  label: string;
  first: boolean;
  children: ReactNode;
}) {
  return (
    <Group
      component="li"
      aria-label={label}
      gap="md"
      px={{ base: 'md', sm: 'lg' }}
      py="md"
      wrap="wrap"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </Group>
  );
}
