import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  status: ReactNode;
  description: string;
  children: ReactNode;
  /** The section's anchor, for links from other screens (`#sending-domains`). */
  id?: string;
};

/** One framed part of the settings screen: its title, its state, what it is for, then its content. */
export function SettingsSection({ title, status, description, children, id }: SettingsSectionProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label={title}
      id={id}
      style={{ scrollMarginTop: 80 }}
    >
      <Group justify="space-between" align="flex-start" mb={4} wrap="nowrap">
        <Title order={2} fz="lg">
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
