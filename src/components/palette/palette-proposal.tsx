import { useLingui } from '@lingui/react/macro';
import { Button, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { PALETTE_ROLES, type Palette } from '@/lib/colors/palette.ts';
import { usePaletteRoleLabels } from './use-palette-role-labels.ts';

/** The four colours read from a logo, each with its role, and the action that applies them. */
export function PaletteProposal({ proposal, onUse }: { proposal: Palette; onUse: () => void }) {
  const { t } = useLingui();
  const roles = usePaletteRoleLabels();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="gray.0"
      aria-label={t`Colours proposed from your logo`}
      component="section"
    >
      <Group justify="space-between" gap="sm">
        <Stack gap={6}>
          <Text fw={600} fz="sm">
            {t`Colours proposed from your logo`}
          </Text>
          <Group gap="xs">
            {PALETTE_ROLES.map((role) => (
              <Group key={role} gap={6} wrap="nowrap">
                <ColorSwatch color={proposal[role]} size={22} />
                <Text fz="xs" c="dimmed">
                  {roles[role].description}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
        <Button leftSection={<IconWand size={16} />} onClick={onUse}>
          {t`Use these colours`}
        </Button>
      </Group>
    </Paper>
  );
}
