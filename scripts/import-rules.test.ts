import { describe, expect, it } from 'vitest';
import { importProblems, type SourceFiles } from './import-rules.ts';

const tree = (files: Record<string, string>): SourceFiles => new Map(Object.entries(files));

describe('the import rules', () => {
  it('refuse a feature importing another, however the path is written', () => {
    for (const specifier of [
      '../../pages/api/get-pages.ts',
      '@/features/pages/api/get-pages.ts',
      '../../pages/api/get-pages',
    ]) {
      const problems = importProblems(
        tree({
          'src/features/campaigns/components/list.tsx': `import { getPages } from '${specifier}';\n`,
          'src/features/pages/api/get-pages.ts': 'export const getPages = () => [];\n',
        }),
      );
      expect(problems.map((p) => p.message)).toEqual([
        'the campaigns feature imports the pages feature (src/features/pages/api/get-pages.ts): move what both need to a shared layer',
      ]);
    }
  });

  it('refuse shared code importing a feature, and a feature importing a route', () => {
    const problems = importProblems(
      tree({
        'src/lib/format.ts': "import type { Lead } from '../features/leads/model.ts';\n",
        'src/features/leads/model.ts': "export { Route } from '../../routes/leads.tsx';\n",
        'src/routes/leads.tsx': 'export const Route = {};\n',
      }),
    );
    expect(problems.map((p) => p.file)).toEqual(['src/lib/format.ts', 'src/features/leads/model.ts']);
  });

  it('refuse the content layer importing a feature or a route, and shared code importing the content layer', () => {
    for (const specifier of [
      '../../../features/pages/api/get-pages.ts',
      '@/features/pages/api/get-pages.ts',
    ]) {
      const problems = importProblems(
        tree({
          'src/content/brief/components/wizard.tsx': `import { getPages } from '${specifier}';\n`,
          'src/features/pages/api/get-pages.ts': 'export const getPages = () => [];\n',
        }),
      );
      expect(problems.map((p) => p.message)).toEqual([
        'the content layer imports src/features/pages/api/get-pages.ts: features, app and routes build on src/content, never the reverse',
      ]);
    }
    const problems = importProblems(
      tree({
        'src/content/list/api/list.ts': "import { Route } from '@/routes/pages.tsx';\n",
        'src/routes/pages.tsx': 'export const Route = {};\n',
        'src/components/badge.tsx': "import { list } from '../content/list/api/list.ts';\n",
      }),
    );
    expect(problems.map((p) => p.file)).toEqual(['src/content/list/api/list.ts', 'src/components/badge.tsx']);
  });

  it('allow features and routes the content layer, and the content layer shared code', () => {
    expect(
      importProblems(
        tree({
          'src/content/list/api/list.ts': "import { c } from '@/lib/c.ts';\nexport const list = c;\n",
          'src/lib/c.ts': 'export const c = 1;\n',
          'src/features/pages/list.tsx': "import { list } from '../../content/list/api/list.ts';\n",
          'src/features/campaigns/list.tsx': "import { list } from '@/content/list/api/list.ts';\n",
          'src/routes/pages.tsx': "import { list } from '@/content/list/api/list.ts';\n",
        }),
      ),
    ).toEqual([]);
  });

  it('allow a feature its own files and shared code, and routes any feature', () => {
    expect(
      importProblems(
        tree({
          'src/features/leads/a.ts': "import { b } from './b.ts';\nimport { c } from '@/lib/c.ts';\n",
          'src/features/leads/b.ts': "import { c } from '../../lib/c.ts';\nexport const b = c;\n",
          'src/lib/c.ts': "import { z } from 'zod';\nexport const c = z;\n",
          'src/routes/leads.tsx': "import { b } from '@/features/leads/b.ts';\n",
        }),
      ),
    ).toEqual([]);
  });

  it('find import circles, type-only imports included, anywhere in the tree', () => {
    const problems = importProblems(
      tree({
        'supabase/functions/checkout/handler.ts':
          "import { start } from './subscription.ts';\nexport interface Deps {}\n",
        'supabase/functions/checkout/subscription.ts':
          "import type { Deps } from './handler.ts';\nexport const start = 1;\n",
        'supabase/functions/checkout/index.ts': "import { Deps } from './handler.ts';\n",
      }),
    );
    expect(problems.map((p) => p.message)).toEqual([
      'import circle: supabase/functions/checkout/handler.ts → supabase/functions/checkout/subscription.ts → supabase/functions/checkout/handler.ts (put what both sides share in a file both import from below)',
    ]);
  });

  it('keep the chart libraries behind their lazy boundary: types anywhere, the library only in its home, its home only through import()', () => {
    const home = 'src/components/charts/charts.tsx';
    const problems = importProblems(
      tree({
        [home]: "import '@mantine/charts/styles.css';\nexport { LineChart } from '@mantine/charts';\n",
        'src/components/charts/lazy-charts.tsx':
          "import type { LineChartProps } from '@mantine/charts';\nconst load = () => import('./charts.tsx');\n",
        'src/features/dashboard/components/totals.tsx': "import { BarChart } from '@mantine/charts';\n",
        'src/features/dashboard/components/trend.tsx': "import { Line } from 'recharts';\n",
        'src/features/dashboard/components/chart.tsx':
          "import { LineChart } from '@/components/charts/charts.tsx';\n",
      }),
    );
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      'src/features/dashboard/components/totals.tsx: imports @mantine/charts, which only loads lazily: use LazyLineChart / LazyBarChart from src/components/charts/lazy-charts.tsx',
      'src/features/dashboard/components/trend.tsx: imports recharts, which only loads lazily: use LazyLineChart / LazyBarChart from src/components/charts/lazy-charts.tsx',
      'src/features/dashboard/components/chart.tsx: imports src/components/charts/charts.tsx statically: only import() loads it (use LazyLineChart / LazyBarChart from src/components/charts/lazy-charts.tsx)',
    ]);
  });

  it('keep supabase-js out of what the home loads: types and import() allowed, static imports refused however deep', () => {
    const problems = importProblems(
      tree({
        'src/main.tsx':
          "import { boot } from './app/boot.ts';\nimport type { Session } from '@supabase/supabase-js';\n",
        'src/app/boot.ts':
          "import { loadSupabase } from '@/lib/supabase-lazy.ts';\nimport { prices } from '@/lib/prices.ts';\n",
        'src/lib/supabase-lazy.ts': "export const loadSupabase = () => import('./supabase.ts');\n",
        'src/lib/prices.ts': "import { supabase } from './supabase.ts';\n",
        'src/lib/supabase.ts': "import { createClient } from '@supabase/supabase-js';\n",
        'src/app/layouts/public-layout/public-layout.tsx':
          "import { FunctionsHttpError } from '@supabase/supabase-js';\n",
        'src/features/campaigns/api/list.ts': "import { supabase } from '@/lib/supabase.ts';\n",
      }),
    );
    expect(problems.map((p) => `${p.file}: ${p.message}`).sort()).toEqual([
      'src/app/layouts/public-layout/public-layout.tsx: the home loads this file, and it imports @supabase/supabase-js: use loadSupabase() from src/lib/supabase-lazy.ts',
      'src/lib/prices.ts: the home loads this file, and it imports src/lib/supabase.ts statically: use loadSupabase() or onSupabaseLoaded() (src/lib/supabase-lazy.ts, src/lib/supabase-ready.ts)',
    ]);
  });

  it("keep auth-js's files to its stand-in, and its client to import(): types and tests allowed", () => {
    const problems = importProblems(
      tree({
        'src/lib/auth-on-first-use.ts': [
          "import type Real from '@supabase/auth-js/dist/module/GoTrueClient.js';",
          "import { EXPIRY_MARGIN_MS } from '@supabase/auth-js/dist/module/lib/constants.js';",
          "export * from '@supabase/auth-js/dist/module/lib/errors.js';",
          "const load = () => import('@supabase/auth-js/dist/module/GoTrueClient.js');",
          "import { GoTrueClient } from '@supabase/auth-js';",
          '',
        ].join('\n'),
        'src/lib/auth-on-first-use.test.ts':
          "import Real from '@supabase/auth-js/dist/module/GoTrueClient.js';\n",
        'src/features/auth/errors.ts': [
          "import type { Session } from '@supabase/auth-js';",
          "import { AuthWeakPasswordError } from '@supabase/auth-js/dist/module/lib/errors.js';",
          '',
        ].join('\n'),
        'src/app/session.ts': "import { AuthClient } from '@supabase/auth-js';\n",
        'supabase/functions/_shared/auth.ts': "import { AuthClient } from '@supabase/auth-js';\n",
      }),
    );
    expect(problems.map((p) => `${p.file}: ${p.message}`).sort()).toEqual([
      'src/app/session.ts: imports @supabase/auth-js: auth-js loads at its first need (src/lib/auth-on-first-use.ts); import its errors and types from @supabase/supabase-js',
      'src/features/auth/errors.ts: imports @supabase/auth-js/dist/module/lib/errors.js: auth-js loads at its first need (src/lib/auth-on-first-use.ts); import its errors and types from @supabase/supabase-js',
      "src/lib/auth-on-first-use.ts: imports auth-js's client (@supabase/auth-js) statically: only import() loads it, at its first need",
    ]);
  });

  it('keep zod out of what the home loads and out of route files (types allowed)', () => {
    const problems = importProblems(
      tree({
        'src/main.tsx': "import { waitlist } from './features/marketing/waitlist.ts';\n",
        'src/features/marketing/waitlist.ts':
          "import * as z from 'zod/mini';\nimport { rules } from '@/lib/rules.ts';\nimport type { z as classic } from 'zod';\n",
        'src/lib/rules.ts': "import { z } from 'zod';\n",
        'src/routes/_app/leads.tsx': "import { z } from 'zod';\n",
        'src/routes/_app/clients.tsx':
          "import type { z } from 'zod';\nimport { searchParams } from '@/lib/search-params.ts';\n",
        'src/lib/search-params.ts': 'export const searchParams = () => ({});\n',
        'src/features/leads/input.ts': "import { z } from 'zod';\n",
      }),
    );
    expect(problems.map((p) => `${p.file}: ${p.message}`).sort()).toEqual([
      "src/features/marketing/waitlist.ts: the home loads this file, and it imports zod (~24 KiB gzip, zod/mini ~15): write the form's schema by hand, as src/features/marketing/waitlist/waitlist-input.ts does",
      "src/lib/rules.ts: the home loads this file, and it imports zod (~24 KiB gzip, zod/mini ~15): write the form's schema by hand, as src/features/marketing/waitlist/waitlist-input.ts does",
      'src/routes/_app/leads.tsx: a route file imports zod: its `validateSearch` is in the entry every screen and the home load; use searchParams from src/lib/search-params.ts',
    ]);
  });

  it('keep Mantine’s overlays and jotai out of what the home loads: types and other components allowed', () => {
    const problems = importProblems(
      tree({
        'src/main.tsx': "import { theme } from './app/theme.ts';\n",
        'src/app/theme.ts':
          "import {\n  Button,\n  type MenuProps,\n  Modal,\n  Tooltip as Tip,\n} from '@mantine/core';\nimport { Provider } from 'jotai';\n",
        'src/features/clients/screen.tsx': "import { Menu } from '@mantine/core';\n",
      }),
    );
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      'src/app/theme.ts: the home loads this file, and it imports Modal, Tooltip as Tip from @mantine/core (with floating-ui or the scroll lock): draw it through LazyMenu (src/components/overlays/on-first-press.tsx), as src/components/language-toggle.tsx does',
      'src/app/theme.ts: the home loads this file, and it imports jotai: the atoms and their store belong to the signed-in layout (AppLayout)',
    ]);
  });

  it('keep the refusal catalogue out of what the home loads: types and import() allowed, static imports refused', () => {
    const problems = importProblems(
      tree({
        'src/main.tsx': "import { createQueryClient } from './app/query-client.ts';\n",
        'src/app/query-client.ts':
          "import type { Refused } from '@/lib/errors/refused.ts';\nconst later = () => import('@/lib/errors/refusal-message.ts');\nimport { errorMessages } from '@/lib/errors/error-messages.ts';\n",
        'src/lib/errors/error-messages.ts': "import { refusalMessages } from './refusal-messages.ts';\n",
        'src/lib/errors/refusal-messages.ts':
          "import type { RefusalCode } from '@shared/refusals/codes.ts';\n",
        'src/lib/errors/refusal-message.ts': "import { refusalMessages } from './refusal-messages.ts';\n",
        'src/lib/errors/refused.ts': "import { REFUSAL_STATUS } from '@shared/refusals/codes.ts';\n",
        'src/app/layouts/root-layout.tsx': "import { REFUSAL_STATUS } from '@shared/refusals/codes.ts';\n",
        'src/features/clients/screen.tsx': "import { isRefused } from '@/lib/errors/refused.ts';\n",
      }),
    );
    expect(problems.map((p) => `${p.file}: ${p.message}`).sort()).toEqual([
      'src/app/layouts/root-layout.tsx: the home loads this file, and it imports the refusal codes (@shared/refusals/codes.ts): load it with import() where a refusal is met, as src/app/query-client.ts and join-waitlist.ts do',
      'src/lib/errors/error-messages.ts: the home loads this file, and it imports the refusal catalogue (src/lib/errors/refusal-messages.ts) statically: load it with import() where a refusal is met, as src/app/query-client.ts and join-waitlist.ts do',
    ]);
  });

  it('keep the overlays and the modals provider out of what the first signed-in screen loads, until first use', () => {
    const problems = importProblems(
      tree({
        'src/routes/_app.tsx': "import { AppLayout } from '@/app/layouts/app-layout/app-layout.tsx';\n",
        'src/app/layouts/app-layout/app-layout.tsx':
          "import { Menu, type TooltipProps } from '@mantine/core';\nimport { ModalsProvider, modals } from '@mantine/modals';\nimport { List } from '@/content/list.tsx';\nconst load = () => import('./user-menu-dropdown.tsx');\n",
        'src/app/layouts/app-layout/user-menu-dropdown.tsx': "import { Menu } from '@mantine/core';\n",
        'src/content/list.tsx': "import { Table } from '@mantine/core';\n",
        'src/features/clients/screen.tsx': "import { Select } from '@mantine/core';\n",
      }),
    );
    const advice =
      '(with floating-ui or the scroll lock): draw it through src/components/overlays/lazy-overlays.tsx (LazyMenu, LazySelect, LazyTooltip, LazyWhenOpened, ModalsOnFirstCall), which loads it at its first use';
    expect(problems.map((p) => `${p.file}: ${p.message}`).sort()).toEqual([
      `src/app/layouts/app-layout/app-layout.tsx: the first signed-in screen loads this file, and it imports Menu from @mantine/core ${advice}`,
      `src/app/layouts/app-layout/app-layout.tsx: the first signed-in screen loads this file, and it imports ModalsProvider from @mantine/modals ${advice}`,
      `src/content/list.tsx: the first signed-in screen loads this file, and it imports Table from @mantine/core ${advice}`,
    ]);
  });
});
