import { useLingui } from '@lingui/react/macro';
import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BrandIcon, BrandMark } from '@/components/brand-mark.tsx';

/** The brand page: the logo on light and dark grounds, and the file to download. */
export function LogoScreen() {
  const { t } = useLingui();
  return (
    <Container size="md" py={{ base: 48, sm: 80 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t`Brand and logo`}</Title>
        <Text c="dimmed" fz="lg">
          {t`Writing about Pitchcraft? Use the logo as it is here: do not stretch it, recolour it or add effects.`}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p={48} ta="center">
          <Stack align="center">
            <BrandMark size={48} />
            <Text c="dimmed" fz="sm">{t`On light backgrounds`}</Text>
          </Stack>
        </Paper>
        <Paper radius="lg" p={48} bg="dark.8" ta="center">
          <Stack align="center">
            <BrandIcon size={72} />
            <Text c="gray.4" fz="sm">{t`The icon alone, on dark backgrounds`}</Text>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Button
        component="a"
        href="/favicon.svg"
        download="pitchcraft-logo.svg"
        mt="xl"
        leftSection={<IconDownload size={18} />}
      >
        {t`Download the logo (SVG)`}
      </Button>
    </Container>
  );
}
