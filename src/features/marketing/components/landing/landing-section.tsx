import { Badge, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type LandingSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  tinted?: boolean;
  children: ReactNode;
};

/** One band of the landing page: a heading block, then the section's own content. */
export function LandingSection({ id, eyebrow, title, description, tinted, children }: LandingSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py={{ base: 56, sm: 88 }}
      bg={tinted ? 'gray.0' : undefined}
      // Links such as /#pricing land below the sticky header, not under it.
      style={{ scrollMarginTop: 64 }}
    >
      <Container size="lg">
        <Stack gap="sm" ta="center" align="center" mb={{ base: 32, sm: 48 }}>
          <Badge variant="light" size="lg" radius="sm">
            {eyebrow}
          </Badge>
          <Title order={2} id={`${id}-title`} fz={{ base: 28, sm: 36 }} maw={760}>
            {title}
          </Title>
          {description && (
            <Text c="gray.7" fz="lg" maw={680}>
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
