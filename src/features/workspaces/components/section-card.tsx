import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = { title: string; description: string; children: ReactNode; id?: string };

/** One titled section of the workspace edit screen. */
export function SectionCard({ title, description, children, id }: SectionCardProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {description}
        </Text>
      </Stack>
      {children}
    </Paper>
  );
}
