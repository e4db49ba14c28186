/**
 * The import rules, checked on resolved paths (so `../features/x` counts as `@/features/x`):
 * a feature imports no other feature, nor the app or its routes; the content layer (src/content: what
 * email campaigns and landing pages share) imports no feature, app or route; shared layers
 * (src/components, src/lib) import none of those nor the content layer; and no file reaches itself
 * again through its imports (an import circle), type-only imports included, since a type imported
 * back from the file that imports it is a circle too. A heavy library a screen loads only when it
 * shows it (`LAZY_LIBRARIES`: the charts) is imported by its one home file alone, and that file
 * only through `import()` (types may be imported anywhere: they cost no byte). What the home
 * loads (`SUPABASE_FREE_ROOTS` and what they import statically) reaches supabase-js only through `import()`
 * (`src/lib/supabase-lazy.ts`), imports no zod (a form's schema by hand), no jotai, none of Mantine's overlays (Menu, Modal…)
 * and not the refusal catalogue (`REFUSAL_CATALOGUE`, `@shared/refusals`) but by `import()`;
 * what the first signed-in screen loads (`FIRST_SIGNED_IN_ROOTS`) imports none of the overlays either; a route file imports
 * no zod at all (its `validateSearch` is in the entry: `src/lib/search-params.ts`).
 * auth-js's files are imported by its stand-in alone (`src/lib/auth-on-first-use.ts`), its client only
 * through `import()`.
 * `node scripts/check-imports.ts` runs them on the tree (npm test's lint step).
 */
import { dirname, join, normalize, relative } from 'node:path';

/** A file's path (relative to the repository, with `/`) and its text. */
export type SourceFiles = Map<string, string>;

export interface ImportProblem {
  file: string;
  message: string;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The project files a file imports: relative and `@/` specifiers, resolved; packages ignored.
 * `staticOnly` leaves out `import()`: what loads with the file rather than when it asks.
 */
export function importsOf(
  file: string,
  text: string,
  files: SourceFiles,
  { staticOnly = false } = {},
): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = staticOnly ? match[1] : (match[1] ?? match[2]);
    if (!specifier) continue;
    let target: string;
    if (specifier.startsWith('@/')) target = join('src', specifier.slice(2));
    else if (specifier.startsWith('.')) target = join(dirname(file), specifier);
    else continue;
    const resolved = resolveFile(normalize(target).replaceAll('\\', '/'), files);
    if (resolved) found.push(resolved);
  }
  return found;
}

function resolveFile(path: string, files: SourceFiles): string | null {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/**
 * Libraries kept behind a lazy boundary (docs/frontend.md, "App weight"): only `home` imports
 * them, and only `import()` loads `home`, so they reach no chunk but the one a screen fetches
 * when it draws them. Add a library here with its home when it gets one.
 */
export const LAZY_LIBRARIES: { packages: string[]; home: string; use: string }[] = [
  {
    packages: ['@mantine/charts', 'recharts'],
    home: 'src/components/charts/charts.tsx',
    use: 'LazyLineChart / LazyBarChart from src/components/charts/lazy-charts.tsx',
  },
];

const isTypeOnly = (statement: string) => /^[\s;]*(?:import|export)\s+type\s/.test(statement);

/**
 * The files the home (`/`) starts from once the visitor acts: the entry, the root and public
 * layouts and the landing screen (docs/frontend.md, "App weight"). Nothing they import statically
 * may import supabase-js or `src/lib/supabase.ts`: the home loads the client only when it needs it,
 * through `src/lib/supabase-lazy.ts`. (Route files are not followed: the router plugin splits their
 * components away; the bench, bench/app-weight.ts, sees what their other parts bring.)
 */
export const SUPABASE_FREE_ROOTS = [
  'src/main.tsx',
  'src/app/layouts/root-layout.tsx',
  'src/app/layouts/public-layout/public-layout.tsx',
  'src/features/marketing/components/landing/landing-screen.tsx',
];
const SUPABASE_CLIENT = 'src/lib/supabase.ts';

/**
 * The refusal catalogue (every refusal's code, status and sentence): the home's one mutation
 * handles its own errors, so what the home loads reaches it only through `import()` — the global
 * error toast (src/app/query-client.ts) and the waitlist's submit (join-waitlist.ts).
 */
const REFUSAL_CATALOGUE = new Set([
  'src/lib/errors/refusal-messages.ts',
  'src/lib/errors/refusal-message.ts',
  'src/lib/errors/refused.ts',
  'src/lib/errors/unwrap.ts',
]);
const REFUSAL_CODES = '@shared/refusals/';
const REFUSAL_CATALOGUE_INSTEAD =
  'load it with import() where a refusal is met, as src/app/query-client.ts and join-waitlist.ts do';

/**
 * The files the first signed-in screen (`/organizations/{id}/campaigns`, docs/frontend.md, "App
 * weight") starts from: the entry, the root route (never split: what it imports loads on every
 * screen) and the route files of that screen, whose components the router splits away but loads
 * with the screen all the same. What they import statically imports none of Mantine's overlays
 * (`DEFERRED_MANTINE`) nor the modals' provider: they load at their first use through
 * src/components/overlays/lazy-overlays.tsx.
 */
export const FIRST_SIGNED_IN_ROOTS = [
  'src/main.tsx',
  'src/routes/__root.tsx',
  'src/routes/_app.tsx',
  'src/routes/_app/organizations/$id.tsx',
  'src/routes/_app/organizations/$id/campaigns/index.tsx',
];

/**
 * Mantine's overlays, and what imports them: each brings floating-ui or the scroll lock, which the
 * home and the first signed-in screen do without until one opens (Table and ScrollArea: the
 * table imports its ScrollArea, which imports floating-ui). Types of them cost nothing.
 */
export const DEFERRED_MANTINE = new Set([
  'Autocomplete',
  'Combobox',
  'Drawer',
  'HoverCard',
  'Menu',
  'Modal',
  'MultiSelect',
  'Popover',
  'ScrollArea',
  'Select',
  'Table',
  'Tooltip',
]);
/** What @mantine/modals exports that mounts dialogs; `modals.*` only dispatches events. */
const DEFERRED_MODALS = new Set(['ModalsProvider', 'useModals']);

const isPackage = (specifier: string, name: string) => specifier === name || specifier.startsWith(`${name}/`);

/** Packages what the home loads does without (their subpaths too), and what to do instead. */
const HOME_FREE_PACKAGES: { name: string; said: string; instead: string }[] = [
  {
    name: 'jotai',
    said: 'jotai',
    instead: 'the atoms and their store belong to the signed-in layout (AppLayout)',
  },
  {
    name: 'zod',
    said: 'zod (~24 KiB gzip, zod/mini ~15)',
    instead: "write the form's schema by hand, as src/features/marketing/waitlist/waitlist-input.ts does",
  },
  {
    name: '@supabase/supabase-js',
    said: '@supabase/supabase-js',
    instead: 'use loadSupabase() from src/lib/supabase-lazy.ts',
  },
];

function overlaysIn(statement: string, deferred: Set<string>): string[] {
  const names = /\{([^}]*)\}/.exec(statement)?.[1] ?? '';
  return names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => !name.startsWith('type ') && deferred.has(name.split(/\s+as\s+/)[0] as string));
}

function deferredIn(statement: string, specifier: string): string[] {
  if (specifier === '@mantine/core') return overlaysIn(statement, DEFERRED_MANTINE);
  if (specifier === '@mantine/modals') return overlaysIn(statement, DEFERRED_MODALS);
  return [];
}

/**
 * The files reached from `starts`, following `next(file)` (the files a file brings with it), never
 * entering a file `skip` refuses: the one walk behind the import rules and the catalog's parts.
 */
export function reachedFrom(
  files: SourceFiles,
  starts: string[],
  next: (file: string) => string[],
  skip: (file: string) => boolean = () => false,
): Set<string> {
  const reached = new Set<string>();
  const pending = starts.filter((start) => files.has(start));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (reached.has(file) || skip(file)) continue;
    reached.add(file);
    pending.push(...next(file));
  }
  return reached;
}

/** The files `roots` load with them: value imports (not `import()`, not `import type`), never past `stopAt`. */
export function staticallyReached(files: SourceFiles, roots: string[], stopAt?: string): Set<string> {
  const valueImports = (file: string) =>
    [...(files.get(file) ?? '').matchAll(IMPORT)]
      .filter((match) => match[1] && !isTypeOnly(match[0]))
      .flatMap((match) => importsOf(file, match[0], files, { staticOnly: true }));
  return reachedFrom(files, roots, valueImports, (file) => file === stopAt);
}

function firstSignedInScreenProblems(files: SourceFiles, home: Set<string>): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const file of staticallyReached(files, FIRST_SIGNED_IN_ROOTS)) {
    // What the home loads too is the home's rule's to report.
    if (home.has(file)) continue;
    for (const match of (files.get(file) ?? '').matchAll(IMPORT)) {
      if (!match[1] || isTypeOnly(match[0])) continue;
      const overlays = deferredIn(match[0], match[1]);
      if (overlays.length > 0) {
        problems.push({
          file,
          message: `the first signed-in screen loads this file, and it imports ${overlays.join(', ')} from ${match[1]} (with floating-ui or the scroll lock): draw it through src/components/overlays/lazy-overlays.tsx (LazyMenu, LazySelect, LazyTooltip, LazyWhenOpened, ModalsOnFirstCall), which loads it at its first use`,
        });
      }
    }
  }
  return problems;
}

function homeProblems(files: SourceFiles): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const file of staticallyReached(files, SUPABASE_FREE_ROOTS, SUPABASE_CLIENT)) {
    for (const match of (files.get(file) ?? '').matchAll(IMPORT)) {
      const statement = match[0];
      if (!match[1] || isTypeOnly(statement)) continue;
      const overlays = deferredIn(statement, match[1]);
      if (overlays.length > 0) {
        problems.push({
          file,
          message: `the home loads this file, and it imports ${overlays.join(', ')} from ${match[1]} (with floating-ui or the scroll lock): draw it through LazyMenu (src/components/overlays/on-first-press.tsx), as src/components/language-toggle.tsx does`,
        });
      }
      const banned = HOME_FREE_PACKAGES.find(({ name }) => isPackage(match[1] as string, name));
      if (banned) {
        problems.push({
          file,
          message: `the home loads this file, and it imports ${banned.said}: ${banned.instead}`,
        });
      }
      if ((match[1] as string).startsWith(REFUSAL_CODES)) {
        problems.push({
          file,
          message: `the home loads this file, and it imports the refusal codes (${match[1]}): ${REFUSAL_CATALOGUE_INSTEAD}`,
        });
      }
      const target = importsOf(file, statement, files, { staticOnly: true })[0];
      if (!target) continue;
      if (REFUSAL_CATALOGUE.has(target)) {
        problems.push({
          file,
          message: `the home loads this file, and it imports the refusal catalogue (${target}) statically: ${REFUSAL_CATALOGUE_INSTEAD}`,
        });
      } else if (target === SUPABASE_CLIENT) {
        problems.push({
          file,
          message: `the home loads this file, and it imports ${SUPABASE_CLIENT} statically: use loadSupabase() or onSupabaseLoaded() (src/lib/supabase-lazy.ts, src/lib/supabase-ready.ts)`,
        });
      }
    }
  }
  return problems;
}

function lazyLibraryProblems(file: string, text: string, files: SourceFiles): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const statement = match[0];
    const specifier = match[1] ?? match[2];
    if (!specifier || isTypeOnly(statement)) continue;
    for (const library of LAZY_LIBRARIES) {
      const named = library.packages.find((name) => isPackage(specifier, name));
      if (named && file !== library.home) {
        problems.push({ file, message: `imports ${named}, which only loads lazily: use ${library.use}` });
      }
      const target = match[1] ? importsOf(file, statement, files)[0] : undefined;
      if (target === library.home) {
        problems.push({
          file,
          message: `imports ${library.home} statically: only import() loads it (use ${library.use})`,
        });
      }
    }
  }
  return problems;
}

/**
 * auth-js's client loads at its first need (docs/frontend.md, "App weight"): the build aliases
 * `@supabase/auth-js` to `AUTH_STAND_IN`, which alone imports the package's files, and its client
 * (`GoTrueClient.js`, the package's index or `AuthClient.js`) only through `import()`. Anywhere else
 * in the app a value import of them would bring auth-js back to every screen (types cost nothing;
 * tests may compare with the real client). Auth's values (error classes) come from supabase-js.
 */
const AUTH_STAND_IN = 'src/lib/auth-on-first-use.ts';
const AUTH_CLIENT_FILE =
  /^@supabase\/auth-js(?:$|\/dist\/(?:module|main)\/(?:index|GoTrueClient|AuthClient)(?:\.js)?$)/;

function authClientProblems(file: string, text: string): ImportProblem[] {
  if (!file.startsWith('src/') || /\.test\.tsx?$/.test(file)) return [];
  const problems: ImportProblem[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1];
    if (!specifier || isTypeOnly(match[0]) || !isPackage(specifier, '@supabase/auth-js')) continue;
    if (file !== AUTH_STAND_IN) {
      problems.push({
        file,
        message: `imports ${specifier}: auth-js loads at its first need (${AUTH_STAND_IN}); import its errors and types from @supabase/supabase-js`,
      });
    } else if (AUTH_CLIENT_FILE.test(specifier)) {
      problems.push({
        file,
        message: `imports auth-js's client (${specifier}) statically: only import() loads it, at its first need`,
      });
    }
  }
  return problems;
}

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
const isSharedLayer = (path: string) => path.startsWith('src/components/') || path.startsWith('src/lib/');
const isContentLayer = (path: string) => path.startsWith('src/content/');
const isAppShell = (path: string) => path.startsWith('src/app/') || path.startsWith('src/routes/');
const isAppLayer = (path: string) => path.startsWith('src/features/') || isAppShell(path);

export function importProblems(files: SourceFiles): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = importsOf(file, text, files);
    graph.set(file, targets);
    problems.push(...lazyLibraryProblems(file, text, files));
    problems.push(...authClientProblems(file, text));
    const importsZod = () =>
      [...text.matchAll(IMPORT)].some(
        (match) => match[1] && !isTypeOnly(match[0]) && isPackage(match[1], 'zod'),
      );
    if (file.startsWith('src/routes/') && importsZod()) {
      problems.push({
        file,
        message: `a route file imports zod: its \`validateSearch\` is in the entry every screen and the home load; use searchParams from src/lib/search-params.ts`,
      });
    }
    const feature = featureOf(file);
    for (const target of targets) {
      const other = featureOf(target);
      if (feature && other && other !== feature) {
        problems.push({
          file,
          message: `the ${feature} feature imports the ${other} feature (${target}): move what both need to a shared layer`,
        });
      }
      if (feature && isAppShell(target)) {
        problems.push({
          file,
          message: `the ${feature} feature imports ${target}: the app and its routes compose features, never the reverse`,
        });
      }
      if (isContentLayer(file) && isAppLayer(target)) {
        problems.push({
          file,
          message: `the content layer imports ${target}: features, app and routes build on src/content, never the reverse`,
        });
      }
      if (isSharedLayer(file) && (isAppLayer(target) || isContentLayer(target))) {
        problems.push({
          file,
          message: `shared code (components, lib) imports ${target}: content, features, app and routes build on shared code, never the reverse`,
        });
      }
    }
  }
  problems.push(...homeProblems(files));
  problems.push(
    ...firstSignedInScreenProblems(files, staticallyReached(files, SUPABASE_FREE_ROOTS, SUPABASE_CLIENT)),
  );
  for (const circle of importCircles(graph)) {
    problems.push({
      file: circle[0] as string,
      message: `import circle: ${[...circle, circle[0]].join(' → ')} (put what both sides share in a file both import from below)`,
    });
  }
  return problems;
}

/** Strongly connected components of more than one file (or a file importing itself), Tarjan's way. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const visit = (file: string) => {
    indices.set(file, index);
    lowLinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!indices.has(target)) {
        visit(target);
        lowLinks.set(file, Math.min(lowLinks.get(file) as number, lowLinks.get(target) as number));
      } else if (onStack.has(target)) {
        lowLinks.set(file, Math.min(lowLinks.get(file) as number, indices.get(target) as number));
      }
    }
    if (lowLinks.get(file) === indices.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.reverse());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!indices.has(file)) visit(file);
  return circles;
}

export const relativeTo = (root: string, path: string) => relative(root, path).replaceAll('\\', '/');
