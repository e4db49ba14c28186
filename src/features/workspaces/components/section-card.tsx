import { Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type SectionCardProps = {
  title: string;
  description: string;
  children: ReactNode;
  /** Whether what the section holds is set (a badge), beside the title. */
  status?: ReactNode;
  /** The section's anchor, for links from other screens (`#sending-domains`). */
  id?: string;
};

/** One framed section of the workspace's screens: its title (and state), what it is for, its content. */
export function SectionCard({ title, description, children, status, id }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={headingId}
      id={id}
      style={{ scrollMarginTop: 80 }}
    >
      <Group justify="space-between" align="flex-start" mb={4} wrap="nowrap">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {status}
      </Group>
      <Text c="dimmed" fz="sm" mb="lg">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
