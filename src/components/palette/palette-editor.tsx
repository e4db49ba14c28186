import { useLingui } from '@lingui/react/macro';
import { Alert, ColorInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  HEX_COLOR,
  isCompletePalette,
  PALETTE_ROLES,
  type Palette,
  type PaletteRole,
} from '@/lib/colors/palette.ts';
import { textContrast } from '@/lib/colors/propose-palette.ts';
import { PalettePreview } from './palette-preview.tsx';
import { usePaletteRoleLabels } from './use-palette-role-labels.ts';

type PaletteEditorProps = {
  palette: Palette;
  onChange: (palette: Palette) => void;
  /** Shown while a colour is not a valid #rrggbb yet. */
  fallback: Palette;
  /** The name the sample card shows. */
  name: string;
  disabled?: boolean;
  /** Per-role errors from the caller's validation; a malformed colour is reported either way. */
  errors?: Partial<Record<PaletteRole, ReactNode>>;
};

/** Four colour pickers named by role, a live sample card and the text contrast it gives. */
export function PaletteEditor({ palette, onChange, fallback, name, disabled, errors }: PaletteEditorProps) {
  const { t, i18n } = useLingui();
  const roles = usePaletteRoleLabels();
  const valid = isCompletePalette(palette);
  const contrast = textContrast(valid ? palette : fallback);
  const ratio = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(contrast.ratio);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack>
        {PALETTE_ROLES.map((role) => (
          <ColorInput
            key={role}
            label={`${roles[role].label} · ${roles[role].description}`}
            value={palette[role]}
            onChange={(value) => onChange({ ...palette, [role]: value })}
            format="hex"
            disabled={disabled}
            error={
              errors?.[role] ?? (HEX_COLOR.test(palette[role]) ? undefined : t`Enter a colour as #rrggbb.`)
            }
            eyeDropperButtonProps={{ 'aria-label': t`Pick a colour from the screen` }}
          />
        ))}
      </Stack>
      <Stack>
        <PalettePreview palette={valid ? palette : fallback} name={name} />
        {!contrast.passes ? (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={t`Text may be hard to read`}
          >
            {t`Secondary text on the primary background has a contrast of ${ratio}:1; WCAG AA asks for at least 4.5:1. Campaigns and pages adjust its shade until it reads, as the sample shows; to keep your own colour, choose a darker text colour or a lighter background.`}
          </Alert>
        ) : (
          <Text fz="sm" c="dimmed">
            {t`Text contrast ${ratio}:1 — meets WCAG AA.`}
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
