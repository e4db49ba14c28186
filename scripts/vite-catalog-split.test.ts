import { describe, expect, it } from 'vitest';
import { homeFiles, inRoutePart, partOf, routeFiles, routeIds } from './vite-catalog-split.ts';

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

describe('a route’s part of the catalog', () => {
  const files = tree({
    'src/routes/__root.tsx': 'export const Route = createRootRouteWithContext<Context>()({});\n',
    'src/routes/_app.tsx':
      "export const Route = createFileRoute('/_app')({ component: AppLayout });\nimport { AppLayout } from '@/app/layout.tsx';\n",
    'src/app/layout.tsx': 'export const AppLayout = () => null;\n',
    'src/routes/_app/campaigns.tsx':
      "import { CampaignsScreen } from '@/features/campaigns/screen.tsx';\nexport const Route = createFileRoute('/_app/campaigns')({});\n",
    'src/features/campaigns/screen.tsx':
      "import { List } from './list.tsx';\nconst Dialog = lazy(() => import('./dialog.tsx'));\nimport '../../routes/_app.tsx';\n",
    'src/features/campaigns/list.tsx': 'export const List = () => null;\n',
    'src/features/campaigns/dialog.tsx': 'export default () => null;\n',
    'src/routeTree.gen.ts': "import './routes/_app/campaigns.tsx';\n",
  });

  it('is named by the route id the router matches', () => {
    expect([...routeIds(files)].sort()).toEqual([
      ['src/routes/__root.tsx', '__root__'],
      ['src/routes/_app.tsx', '/_app'],
      ['src/routes/_app/campaigns.tsx', '/_app/campaigns'],
    ]);
  });

  it('holds what the screen may show, import() included, but not what another route file brings', () => {
    expect([...routeFiles(files, 'src/routes/_app/campaigns.tsx')].sort()).toEqual([
      'src/features/campaigns/dialog.tsx',
      'src/features/campaigns/list.tsx',
      'src/features/campaigns/screen.tsx',
      'src/routes/_app/campaigns.tsx',
    ]);
  });

  it('leaves out what the home’s part has, which every start loads', () => {
    const home = new Set(['src/app/error.tsx']);
    const route = new Set(['src/features/campaigns/list.tsx']);
    expect(inRoutePart(['src/features/campaigns/list.tsx'], home, route)).toBe(true);
    expect(inRoutePart(['src/features/campaigns/list.tsx', 'src/app/error.tsx'], home, route)).toBe(false);
    expect(inRoutePart(['src/features/leads/list.tsx'], home, route)).toBe(false);
  });
});
