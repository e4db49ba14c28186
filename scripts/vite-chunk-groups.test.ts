import { describe, expect, it } from 'vitest';
import { DEFERRED_MANTINE } from './import-rules.ts';
import { chunkGroups } from './vite-chunk-groups.ts';

const groupOf = (path: string) =>
  chunkGroups.find((group) => group.test.test(`/app/node_modules/${path}`))?.name;

describe('chunk groups', () => {
  it('put the framework, the icon factory and Mantine core with the components the home draws together', () => {
    expect(groupOf('react-dom/cjs/react-dom-client.production.js')).toBe('framework');
    expect(groupOf('@tanstack/router-core/dist/esm/router.js')).toBe('framework');
    expect(groupOf('@tabler/icons-react/dist/esm/createReactComponent.mjs')).toBe('framework');
    expect(groupOf('@mantine/core/esm/core/MantineProvider/MantineProvider.mjs')).toBe('mantine');
    expect(groupOf('@mantine/core/esm/components/Button/Button.mjs')).toBe('mantine');
  });

  it('leave out what the home does not load: overlays, icons, look-alike package names', () => {
    for (const overlay of DEFERRED_MANTINE) {
      expect(groupOf(`@mantine/core/esm/components/${overlay}/${overlay}.mjs`), overlay).toBeUndefined();
    }
    expect(groupOf('@mantine/core/esm/components/AppShell/AppShell.mjs')).toBeUndefined();
    expect(groupOf('@tabler/icons-react/dist/esm/icons/IconCheck.mjs')).toBeUndefined();
    expect(groupOf('react-remove-scroll/dist/es2015/Combination.js')).toBeUndefined();
    expect(groupOf('@mantine/charts/esm/LineChart/LineChart.mjs')).toBeUndefined();
  });
});
