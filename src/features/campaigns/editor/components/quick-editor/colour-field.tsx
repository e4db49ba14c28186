import { useLingui } from '@lingui/react/macro';
import { ColorInput, type ColorInputProps } from '@mantine/core';

/** A hex colour field whose screen-picker button has a name too. */
export function ColourField(props: Omit<ColorInputProps, 'format'>) {
  const { t } = useLingui();
  return (
    <ColorInput
      format="hex"
      eyeDropperButtonProps={{ 'aria-label': t`Pick a colour from the screen` }}
      {...props}
    />
  );
}
