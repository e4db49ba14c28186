import { useLingui } from '@lingui/react/macro';
import type { PaletteRole } from '@/lib/colors/palette.ts';

/** Each colour role's name and what it paints (SPEC §3), in the reader's language. */
export function usePaletteRoleLabels(): Record<PaletteRole, { label: string; description: string }> {
  const { t } = useLingui();
  return {
    primary: { label: t`Primary`, description: t`Backgrounds` },
    secondary: { label: t`Secondary`, description: t`Text and buttons` },
    tertiary: { label: t`Tertiary`, description: t`Accents` },
    quaternary: { label: t`Quaternary`, description: t`Borders and lines` },
  };
}
