import { useLingui } from '@lingui/react/macro';
import { Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useComingSoonFeatures } from '../coming-soon.ts';

/** /other: what Pitchcraft has announced and is building after v1.0. */
export function RoadmapScreen() {
  const { t } = useLingui();
  const features = useComingSoonFeatures();
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t`Roadmap`}</Title>
        <Text c="dimmed" fz="lg">
          {t`Version 1.0 covers campaigns, landing pages, recipients and leads. These come next.`}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="xl">
        <List
          spacing="md"
          icon={
            <ThemeIcon size={26} radius="xl" variant="light">
              <IconHourglass size={15} />
            </ThemeIcon>
          }
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Paper>
    </Container>
  );
}
