import { useLingui } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import type { Palette } from '@/lib/colors/palette.ts';
import { readableSample } from '@/lib/colors/readable-sample.ts';

/**
 * A sample card drawn in the palette's roles, so the user sees what each colour does; text as the
 * generated emails and pages draw it, lifted until it reads.
 */
export function PalettePreview({ palette, name }: { palette: Palette; name: string }) {
  const { t } = useLingui();
  const colors = readableSample(palette);
  return (
    <Box
      role="img"
      aria-label={t`Sample of the colours on a campaign card`}
      p="lg"
      style={{
        background: colors.background,
        color: colors.text,
        border: `2px solid ${colors.line}`,
        borderRadius: 'var(--mantine-radius-lg)',
      }}
    >
      <Text fz="xs" fw={700} tt="uppercase" style={{ color: colors.accent, letterSpacing: 1 }}>
        {t`Spring offer`}
      </Text>
      {/* A sample's title, not a heading of the screen: the screen's outline stays its own. */}
      <Text fz="xl" fw={700} mt={4} style={{ color: colors.text }}>
        {name}
      </Text>
      <Box my="sm" style={{ height: 1, background: colors.line }} />
      <Text fz="sm" style={{ color: colors.text }}>
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
            background: colors.button,
            color: colors.buttonLabel,
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          {t`Book now`}
        </Box>
        <Text
          component="span"
          fz="sm"
          fw={600}
          style={{ color: colors.accent, textDecoration: 'underline', textDecorationThickness: 2 }}
        >
          {t`Learn more`}
        </Text>
      </Group>
    </Box>
  );
}
