/**
 * Code every screen runs, the home included, in one file per group instead of dozens
 * (docs/frontend.md, "App weight"): each chunk is gzipped apart and carries its own imports and
 * exports, so the same code in fewer files weighs less. A group's file loads whole wherever one of
 * its modules is needed, so only what the home loads anyway belongs here; a component only other
 * screens use stays in Rolldown's own chunks.
 */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  '@tanstack',
  '@lingui',
];
/** The icon factory every icon calls (the icons themselves stay one file each). */
const ICON_FACTORY = ['createReactComponent', 'defaultAttributes'];
/** Mantine's components the home draws, which the signed-in screens draw too. */
const MANTINE_HOME_COMPONENTS = [
  'Alert',
  'Anchor',
  'Badge',
  'Button',
  'Center',
  'CloseButton',
  'Code',
  'Container',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Notification',
  'Paper',
  'Portal',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'UnstyledButton',
  'VisuallyHidden',
];

const modules = '[\\\\/]node_modules[\\\\/]';
const anyOf = (names: string[]) => `(${names.join('|')})`;

export const chunkGroups = [
  {
    name: 'framework',
    priority: 2,
    test: new RegExp(
      `${modules}(${anyOf(FRAMEWORK_PACKAGES)}[\\\\/]|@tabler[\\\\/]icons-react[\\\\/]dist[\\\\/]esm[\\\\/]${anyOf(ICON_FACTORY)}\\.)`,
    ),
  },
  {
    // Mantine's core (provider, styles API, Box, factories) and the components the home draws.
    name: 'mantine',
    priority: 1,
    test: new RegExp(
      `${modules}@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|components[\\\\/]${anyOf(MANTINE_HOME_COMPONENTS)})[\\\\/]`,
    ),
  },
];
