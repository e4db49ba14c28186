import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: ReactNode; title: string; description: ReactNode; action?: ReactNode };

/** What a list or screen shows when there is nothing in it yet: say so, and say what to do. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {description}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
