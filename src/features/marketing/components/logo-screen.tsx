import { useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { toast } from '@/lib/notify.tsx';
import { BRAND_COLORS, type BrandVariant, brandSvg, downloadPng, downloadSvg } from '../logo/brand-files.ts';

const svgUrl = (variant: BrandVariant) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brandSvg(variant).svg)}`;

/** /logo: the brand — the logo in its colours on light and dark, how to use it, and its files. */
export function LogoScreen() {
  const { t } = useLingui();
  const variants: { variant: BrandVariant; title: string; dark: boolean; width: number }[] = [
    { variant: 'logo', title: t`Logo on light backgrounds`, dark: false, width: 260 },
    { variant: 'logo-on-dark', title: t`Logo on dark backgrounds`, dark: true, width: 260 },
    { variant: 'icon', title: t`The icon alone`, dark: false, width: 72 },
  ];
  const colorNames: Record<string, string> = {
    Indigo: t`Indigo`,
    'Deep indigo': t`Deep indigo`,
    Sunrise: t`Sunrise`,
    Ink: t`Ink`,
  };
  return (
    <Container size="md" py={{ base: 40, sm: 72 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t`Brand and logo`}</Title>
        <Text c="gray.7" fz="lg">
          {t`Writing about Pitchcraft? Use the logo as it is here: do not stretch it, recolour it or add effects.`}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {variants.map(({ variant, title, dark, width }) => (
          <Paper key={variant} withBorder radius="lg" p="lg">
            <Stack gap="md" h="100%" justify="space-between">
              <Box
                bg={dark ? '#1f1f1f' : 'white'}
                p="lg"
                style={{ borderRadius: 12, display: 'grid', placeItems: 'center', minHeight: 120 }}
              >
                <img
                  src={svgUrl(variant)}
                  alt={title}
                  width={width}
                  style={{ maxWidth: '100%', height: 'auto' }}
                />
              </Box>
              <Text fw={600} size="sm">
                {title}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  aria-label={t`Download "${title}" as SVG`}
                  onClick={() => downloadSvg(variant)}
                >
                  SVG
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  aria-label={t`Download "${title}" as PNG`}
                  onClick={() => downloadPng(variant).catch(() => toast.error(errorMessages.generic))}
                >
                  PNG
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      <Title order={2} fz="h3" mt={48} mb="md">
        {t`Colours`}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {BRAND_COLORS.map((color) => (
          <Paper key={color.hex} withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
            <Box bg={color.hex} h={72} />
            <Stack gap={0} p="sm">
              <Text fw={600} size="sm">
                {colorNames[color.name]}
              </Text>
              <Text size="sm" c="gray.7" ff="monospace">
                {color.hex}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt={48}>
        <Stack gap="xs">
          <Title order={2} fz="h3">
            {t`Clear space`}
          </Title>
          <Text>
            {t`Leave empty space around the logo at least half the icon's height on every side: no text, edges or other logos inside it.`}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h3">
            {t`Minimum size`}
          </Title>
          <List spacing={4}>
            <List.Item>{t`The full logo: at least 24 px (or 8 mm in print) for the icon's height.`}</List.Item>
            <List.Item>{t`The icon alone: at least 16 px, for example as a favicon.`}</List.Item>
          </List>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
