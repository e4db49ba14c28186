import { AA_NORMAL, ensureContrast } from '@shared/color.ts';
import { labelOn } from '@shared/email/email-colors.ts';
import type { Palette } from './palette.ts';

/** What a sample of a palette paints: each colour in its role, the text ones readable. */
export type SampleColors = {
  background: string;
  text: string;
  accent: string;
  line: string;
  button: string;
  buttonLabel: string;
};

/**
 * A palette as the generated emails and pages draw it: text and accent text lifted to 4.5:1 on the
 * background (the least change of their own hue, `ensureContrast`), a button label that reads on
 * the button. A sample in the raw colours would show the user text nobody can read, and fail AA.
 */
export function readableSample(palette: Palette): SampleColors {
  return {
    background: palette.primary,
    text: ensureContrast(palette.secondary, palette.primary, AA_NORMAL),
    accent: ensureContrast(palette.tertiary, palette.primary, AA_NORMAL),
    line: palette.quaternary,
    button: palette.secondary,
    buttonLabel: labelOn(palette.secondary),
  };
}
