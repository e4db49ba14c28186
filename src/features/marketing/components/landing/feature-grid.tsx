import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export type FeatureItem = { icon: Icon; title: MessageDescriptor; description: MessageDescriptor };

export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: number }) {
  const { _ } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {items.map((item) => (
        <Paper key={item.title.id} withBorder radius="lg" p="lg">
          <ThemeIcon size={44} radius="md" variant="light" mb="md">
            <item.icon size={24} stroke={1.7} />
          </ThemeIcon>
          <Title order={3} fz="lg" mb={6}>
            {_(item.title)}
          </Title>
          <Text c="gray.7" fz="sm">
            {_(item.description)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
