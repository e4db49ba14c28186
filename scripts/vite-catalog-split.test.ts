import { describe, expect, it } from 'vitest';
import { homeFiles, partOf } from './vite-catalog-split.ts';

const tree = (files: Record<string, string>) => new Map(Object.entries(files));

describe('the home part of the catalog', () => {
  const files = tree({
    'src/main.tsx': "import { createAppRouter } from './app/router.tsx';\nimport './lib/i18n.ts';\n",
    'src/app/router.tsx':
      "import { routeTree } from '../routeTree.gen.ts';\nimport { ErrorScreen } from './error.tsx';\n",
    'src/app/error.tsx': 'export const ErrorScreen = () => null;\n',
    'src/lib/i18n.ts': "export const load = () => import('./catalog-switcher.ts');\n",
    'src/lib/catalog-switcher.ts': 'export {};\n',
    'src/routeTree.gen.ts': "import './routes/_app/campaigns.tsx';\nimport './routes/_public/index.tsx';\n",
    'src/routes/_app/campaigns.tsx': "import { CampaignsScreen } from '@/features/campaigns/screen.tsx';\n",
    'src/features/campaigns/screen.tsx': 'export const CampaignsScreen = () => null;\n',
    'src/routes/_public/index.tsx': "export { LandingScreen } from '../../features/marketing/landing.tsx';\n",
    'src/features/marketing/landing.tsx': 'export const LandingScreen = () => null;\n',
  });

  it('holds what the home loads with it: static imports from its roots, never through the route tree or import()', () => {
    expect([...homeFiles(files, ['src/main.tsx', 'src/routes/_public/index.tsx'])].sort()).toEqual([
      'src/app/error.tsx',
      'src/app/router.tsx',
      'src/features/marketing/landing.tsx',
      'src/lib/i18n.ts',
      'src/main.tsx',
      'src/routes/_public/index.tsx',
    ]);
  });

  it('takes a message used by the home and by another screen; one only the others use stays in the rest', () => {
    const home = homeFiles(files, ['src/main.tsx', 'src/routes/_public/index.tsx']);
    expect(partOf(['src/features/campaigns/screen.tsx', 'src/app/error.tsx'], home)).toBe('home');
    expect(partOf(['src/features/campaigns/screen.tsx'], home)).toBe('rest');
    expect(partOf([], home)).toBe('rest');
  });
});
