/**
 * The translation catalog in two parts (docs/frontend.md, "App weight"): `messages.po?home`, the
 * messages of the files the marketing home loads with it, and `messages.po?rest`, all the others.
 * The home (/) loads its part alone, about a quarter of the catalog; any other path loads both
 * (src/lib/i18n/activate-locale.ts, and the root route's `beforeLoad` on the way out of /).
 *
 * "The files the home loads" are those reached by static imports (not `import()`) from
 * `HOME_ROOTS`, without going through the route tree (which names every screen). A message with
 * one origin among them is in the home's part. The catalogs stay one .po per language for
 * translators; `@lingui/vite-plugin` still compiles a plain `messages.po` import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import type { Plugin } from 'vite';
import { importsOf, type SourceFiles } from './import-rules.ts';

/** The home's entry, its route and its layouts (with the error and 404 screens they import). */
export const HOME_ROOTS = [
  'src/main.tsx',
  'src/routes/__root.tsx',
  'src/routes/_public.tsx',
  'src/routes/_public/index.tsx',
];
const ROUTE_TREE = 'src/routeTree.gen.ts';
const PART = /\.po\?(home|rest)$/;

/** The files reached from `roots` by static imports, never entering the route tree. */
export function homeFiles(files: SourceFiles, roots: string[] = HOME_ROOTS): Set<string> {
  const reached = new Set<string>();
  const pending = roots.filter((root) => files.has(root));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (reached.has(file) || file === ROUTE_TREE) continue;
    reached.add(file);
    pending.push(...importsOf(file, files.get(file) ?? '', files, { staticOnly: true }));
  }
  return reached;
}

/** Which part a message belongs to, from the files it appears in (the .po's `#:` origins). */
export function partOf(origins: string[], home: Set<string>): 'home' | 'rest' {
  return origins.some((origin) => home.has(origin)) ? 'home' : 'rest';
}

function appSources(rootDir: string): SourceFiles {
  const files: SourceFiles = new Map();
  for (const entry of readdirSync(resolve(rootDir, 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const path = `src/${entry.replaceAll('\\', '/')}`;
    files.set(path, readFileSync(resolve(rootDir, path), 'utf8'));
  }
  return files;
}

export function linguiCatalogParts(): Plugin {
  let config: LinguiConfigNormalized;
  let home: Set<string> | undefined;
  return {
    name: 'pitchcraft-lingui-catalog-parts',
    configResolved() {
      config = getConfig();
    },
    buildStart() {
      home = undefined; // a new build (or dev server start) reads the imports again
    },
    transform: {
      filter: { id: PART },
      async handler(_source, id) {
        const part = PART.exec(id)?.[1];
        if (!part) return;
        const file = id.split('?')[0] as string;
        const found = getCatalogForFile(relative(config.rootDir, file), await getCatalogs(config));
        if (!found) throw new Error(`${file} is none of lingui.config.ts's catalogs`);
        this.addWatchFile(file);
        home ??= homeFiles(appSources(config.rootDir));
        const { locale, catalog } = found;
        const entries = (await catalog.read(locale)) ?? {};
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        const inPart = Object.fromEntries(
          Object.entries(messages).filter(
            ([messageId]) =>
              partOf(
                (entries[messageId]?.origin ?? []).map(([origin]) => origin),
                home as Set<string>,
              ) === part,
          ),
        );
        const { source, errors } = createCompiledCatalog(locale, inPart, { namespace: 'es' });
        if (errors.length > 0) throw new Error(`${file}: ${errors.length} message(s) do not compile`);
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  };
}
