import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerHeaderProps,
  type DrawerProps,
  type MantineColorsTuple,
  type MantineThemeColors,
  type MenuDividerProps,
  type MenuDropdownProps,
  type MenuProps,
  type ModalHeaderProps,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { AA_NORMAL, contrastRatio, ensureContrast, mixHex } from '@shared/color.ts';
import type { KeyboardEvent } from 'react';

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

/** Words the theme puts on Mantine's own controls, in the reader's language (theme-provider.tsx). */
export type ThemeWords = { close: string };

/**
 * Tab closes a menu as Escape does, which puts focus back on its button, and the browser's own
 * Tab then moves on from the button to what follows it (Shift+Tab: what precedes it), as a menu
 * button should; Mantine's menu keeps Tab cycling through the items instead.
 */
function leaveMenuOnTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  // The menu's focus trap listens on the document; the key is the menu's to handle.
  event.stopPropagation();
  event.currentTarget.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

/**
 * The app's Mantine theme. What every screen needs to be usable by keyboard and screen reader is
 * set here once (docs/accessibility.md): dialogs' close buttons carry a name, dialog headers are
 * not a second banner, a menu opens on its first item and lets Tab leave, and motion follows
 * the reader's `prefers-reduced-motion`.
 */
export function appTheme(words: ThemeWords) {
  const closeButtonProps = { 'aria-label': words.close };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand },
    defaultRadius: 'md',
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
    respectReducedMotion: true,
    components: {
      // Plain objects, which is all `X.extend()` returns: importing Modal, Drawer and Menu for
      // their `extend` put them, and floating-ui, in what the home loads (docs/frontend.md, "App weight").
      Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> },
      // A dialog's <header> would be a second banner landmark beside the app's.
      ModalHeader: { defaultProps: { role: 'presentation' } satisfies Partial<ModalHeaderProps> },
      Drawer: { defaultProps: { closeButtonProps } satisfies Partial<DrawerProps> },
      DrawerHeader: { defaultProps: { role: 'presentation' } satisfies Partial<DrawerHeaderProps> },
      Notification: { defaultProps: { closeButtonProps } satisfies Partial<NotificationProps> },
      // Without the placeholder the menu's focus trap starts on the first item, not the box.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
      MenuDropdown: { defaultProps: { onKeyDown: leaveMenuOnTab } satisfies Partial<MenuDropdownProps> },
      MenuDivider: { defaultProps: { role: 'separator' } satisfies Partial<MenuDividerProps> },
    },
  });
}

/** The first of the colour's shades 6 to 9 that reads at 4.5:1 on the background, else one made to. */
function readableShade(shades: readonly string[], background: string): string {
  const readable = shades.slice(6).find((shade) => contrastRatio(shade, background) >= AA_NORMAL);
  return readable ?? ensureContrast(shades[9] ?? '#000000', background);
}

/** The signed-in screens' background (gray.0): text there must read on it as well as on white. */
const PAGE_BACKGROUND = '#f8f9fa';

/**
 * Mantine draws text and outlines in shade 6, which reads at 2.3 to 3.8:1 for most colours (teal
 * 2.55, red 3.28, a gray outline 3.32), light variants in shade 9 over shade 1 (hovered: shade 2;
 * teal and orange fall short there) and white on filled shade 6 (red 3.28, teal 2.55). Each
 * colour's variables move to its first shade that reads at 4.5:1: text and outlines on the page,
 * light variants on their hovered background, and filled ones under white text; dimmed and error
 * text too. An explicit shade (`c="gray.5"`) is the screen's own choice.
 */
export const contrastSafeVariables: CSSVariablesResolver = (theme) => {
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': '#656d76',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(theme.colors as MantineThemeColors)) {
    const text = readableShade(shades, PAGE_BACKGROUND);
    const filled = readableShade(shades, '#ffffff');
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-light-color`] = ensureContrast(
      shades[9] ?? text,
      shades[2] ?? '#ffffff',
    );
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = mixHex(filled, '#000000', 0.12);
  }
  return { variables: {}, light: variables, dark: {} };
};
