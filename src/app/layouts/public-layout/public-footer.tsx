import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { BrandMark } from '@/components/brand-mark.tsx';
import { AnchorLink } from '@/components/router-links.tsx';

export function PublicFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      py="xl"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs" maw={340}>
            <BrandMark size={26} />
            <Text c="dimmed" fz="sm">
              {t`AI-built email campaigns and landing pages for agencies and businesses.`}
            </Text>
          </Stack>
          <Group gap="xl" align="flex-start" component="nav" aria-label={t`Footer`}>
            <Stack gap={6}>
              <Text fw={600} fz="sm">{t`Product`}</Text>
              <Anchor href="/#features" c="dimmed" fz="sm">{t`Features`}</Anchor>
              <Anchor href="/#pricing" c="dimmed" fz="sm">{t`Pricing`}</Anchor>
              <AnchorLink to="/livedemo" c="dimmed" fz="sm">{t`Live demo`}</AnchorLink>
            </Stack>
            <Stack gap={6}>
              <Text fw={600} fz="sm">{t`Company`}</Text>
              <AnchorLink to="/logo" c="dimmed" fz="sm">{t`Brand and logo`}</AnchorLink>
              <AnchorLink to="/other" hash="contact" c="dimmed" fz="sm">{t`Contact`}</AnchorLink>
              <AnchorLink to="/sign-in" c="dimmed" fz="sm">{t`Sign in`}</AnchorLink>
              <AnchorLink to="/sign-up" c="dimmed" fz="sm">{t`Sign up`}</AnchorLink>
            </Stack>
            <Stack gap={6}>
              <Text fw={600} fz="sm">{t`Legal`}</Text>
              <AnchorLink to="/other" hash="legal-notice" c="dimmed" fz="sm">{t`Legal notice`}</AnchorLink>
              <AnchorLink to="/other" hash="privacy" c="dimmed" fz="sm">{t`Privacy policy`}</AnchorLink>
              <AnchorLink to="/other" hash="terms" c="dimmed" fz="sm">{t`Terms of use`}</AnchorLink>
            </Stack>
          </Group>
        </Group>
        <Text c="dimmed" fz="xs" mt="xl">
          {t`© ${year} Pitchcraft. All rights reserved.`}
        </Text>
      </Container>
    </Box>
  );
}
