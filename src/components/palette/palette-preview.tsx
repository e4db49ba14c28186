import { useLingui } from '@lingui/react/macro';
import { Box, Group, Text, Title } from '@mantine/core';
import { readableTextColor } from '@shared/color.ts';
import type { Palette } from '@/lib/colors/palette.ts';

/** A sample card drawn in the palette's roles, so the user sees what each colour does. */
export function PalettePreview({ palette, name }: { palette: Palette; name: string }) {
  const { t } = useLingui();
  return (
    <Box
      role="img"
      aria-label={t`Sample of the colours on a campaign card`}
      p="lg"
      style={{
        background: palette.primary,
        color: palette.secondary,
        border: `2px solid ${palette.quaternary}`,
        borderRadius: 'var(--mantine-radius-lg)',
      }}
    >
      <Text fz="xs" fw={700} tt="uppercase" style={{ color: palette.tertiary, letterSpacing: 1 }}>
        {t`Spring offer`}
      </Text>
      <Title order={3} fz="xl" mt={4} style={{ color: palette.secondary }}>
        {name}
      </Title>
      <Box my="sm" style={{ height: 1, background: palette.quaternary }} />
      <Text fz="sm" style={{ color: palette.secondary }}>
        {t`Body text of your emails and pages reads like this, on your background colour.`}
      </Text>
      <Group mt="md" gap="sm">
        <Box
          component="span"
          px="md"
          py={8}
          fz="sm"
          fw={600}
          style={{
            background: palette.secondary,
            color: readableTextColor(palette.secondary),
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          {t`Book now`}
        </Box>
        <Text
          component="span"
          fz="sm"
          fw={600}
          style={{ color: palette.tertiary, textDecoration: 'underline', textDecorationThickness: 2 }}
        >
          {t`Learn more`}
        </Text>
      </Group>
    </Box>
  );
}
