import { useLingui } from '@lingui/react/macro';
import { Code, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { ButtonLink } from '@/components/router-links.tsx';

/**
 * /pages/{slug} in the SPA. Published pages are served as HTML by the `public-page` edge
 * function (see docs/frontend.md); the SPA answers for addresses that have no live page.
 */
export function PublicPageScreen() {
  const { t } = useLingui();
  const { slug } = useParams({ from: '/_public/pages/$slug' });
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          <IconWorldOff size={40} />
        </ThemeIcon>
        <Title order={1}>{t`This page is not available`}</Title>
        <Text c="dimmed" fz="lg">
          {t`There is no published page at this address, or its owner's subscription is not active.`}
        </Text>
        <Code>{slug}</Code>
        <ButtonLink to="/" variant="light">
          {t`Discover Pitchcraft`}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
