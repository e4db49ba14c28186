import { describe, expect, it } from 'vitest';
import { staticallyReached } from './import-rules.ts';
import { inLaterPart, inRoutePart, laterFiles, partOf, routeFiles, routeIds } from './vite-catalog-split.ts';

const tree = (files: Record<string, string>) => new Map(Object.entries(files));

describe('the start’s part of the catalog', () => {
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

  it('holds what every start loads: static imports from its roots, never through the route tree or import()', () => {
    expect([...staticallyReached(files, ['src/main.tsx'], 'src/routeTree.gen.ts')].sort()).toEqual([
      'src/app/error.tsx',
      'src/app/router.tsx',
      'src/lib/i18n.ts',
      'src/main.tsx',
    ]);
  });

  it('takes a message the start shows, with any other screen; the home’s copy stays with the home’s route', () => {
    const start = staticallyReached(files, ['src/main.tsx'], 'src/routeTree.gen.ts');
    expect(partOf(['src/features/campaigns/screen.tsx', 'src/app/error.tsx'], start)).toBe('start');
    expect(partOf(['src/features/campaigns/screen.tsx'], start)).toBe('rest');
    expect(partOf(['src/features/marketing/landing.tsx'], start)).toBe('rest');
    expect(partOf([], start)).toBe('rest');
    const home = routeFiles(files, 'src/routes/_public/index.tsx');
    expect(inRoutePart(['src/features/marketing/landing.tsx'], start, home)).toBe(true);
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

  it('leaves out what the start’s part has, which every start loads', () => {
    const start = new Set(['src/app/error.tsx']);
    const route = new Set(['src/features/campaigns/list.tsx']);
    expect(inRoutePart(['src/features/campaigns/list.tsx'], start, route)).toBe(true);
    expect(inRoutePart(['src/features/campaigns/list.tsx', 'src/app/error.tsx'], start, route)).toBe(false);
    expect(inRoutePart(['src/features/leads/list.tsx'], start, route)).toBe(false);
  });
});

describe('the part of what the home loads later', () => {
  const files = tree({
    'src/main.tsx':
      "import { createQueryClient } from './app/query-client.ts';\nimport { createAppRouter } from './app/router.tsx';\n",
    'src/app/query-client.ts':
      "import { generic } from '@/lib/errors/error-messages.ts';\nconst later = () => import('@/lib/errors/refusal-message.ts');\n",
    'src/lib/errors/error-messages.ts': 'export const generic = {};\n',
    'src/lib/errors/refusal-message.ts':
      "import { refusals } from './refusal-messages.ts';\nimport { generic } from './error-messages.ts';\n",
    'src/lib/errors/refusal-messages.ts': 'export const refusals = {};\n',
    'src/app/router.tsx': "const tree = () => import('../routeTree.gen.ts');\n",
    'src/routeTree.gen.ts': "import './routes/_app/campaigns.tsx';\n",
    'src/routes/_app/campaigns.tsx': "import { refusals } from '@/lib/errors/refusal-messages.ts';\n",
  });
  const home = staticallyReached(files, ['src/main.tsx'], 'src/routeTree.gen.ts');
  const later = laterFiles(files, home);

  it('holds what the home’s files load with import(), less the home’s, never through the route tree', () => {
    expect([...later].sort()).toEqual([
      'src/lib/errors/refusal-message.ts',
      'src/lib/errors/refusal-messages.ts',
    ]);
  });

  it('takes a message only the home’s import()s reach; the routes that load it with them leave it out', () => {
    const route = routeFiles(files, 'src/routes/_app/campaigns.tsx');
    expect(inLaterPart(['src/lib/errors/refusal-messages.ts'], home, later)).toBe(true);
    expect(
      inLaterPart(['src/lib/errors/refusal-messages.ts', 'src/lib/errors/error-messages.ts'], home, later),
    ).toBe(false);
    expect(inRoutePart(['src/lib/errors/refusal-messages.ts'], home, route, later)).toBe(false);
    // A home's route (loaded without `later`) keeps what it shows.
    expect(inRoutePart(['src/lib/errors/refusal-messages.ts'], home, route)).toBe(true);
  });
});
