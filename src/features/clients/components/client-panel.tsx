import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type ClientPanelProps = { titleId: string; title: string; description: string; children: ReactNode };

/** A titled part of the client screen below its details, as wide as the details' form. */
export function ClientPanel({ titleId, title, description, children }: ClientPanelProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={760}
      mt="lg"
      component="section"
      aria-labelledby={titleId}
    >
      <Title order={2} fz="lg" id={titleId} mb={4}>
        {title}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
