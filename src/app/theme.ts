import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** The brand's indigo-violet, the colour of the logo. */
const brand: MantineColorsTuple = [
  '#efedff',
  '#dbd7ff',
  '#b4acff',
  '#8b7eff',
  '#6a5cff',
  '#5443fe',
  '#4c3ee6',
  '#3b2bd1',
  '#3224bb',
  '#2519a6',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/**
 * Mantine's dimmed grey (gray.6) and error red (red.6) read at about 3.3:1 on white, below WCAG
 * AA's 4.5:1 for body text: both are darkened so hints, secondary text and field errors pass.
 */
export const contrastSafeVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#656d76', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
