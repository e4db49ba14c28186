/**
 * The translation catalog in parts (docs/frontend.md, "App weight"): `messages.po?start`, the
 * messages of the files every start loads (the entry and the root route, with what they import),
 * which every start loads; a part per route file, `messages.po?route=<file>`, the messages of what
 * that route's screen loads (its files, static and `import()`, less the start's), listed per route
 * id in the virtual module `virtual:route-catalogs`, which the root route's `beforeLoad` loads for
 * the routes a navigation matches (src/lib/i18n/activate-locale.ts), so the home's copy comes
 * with the home's routes only; `messages.po?later`, the messages of what the home's files load
 * with `import()` (the refusals' sentences of the global error toast) less the start's, which
 * loads with any route but the home's, so route parts other than the home's leave them out; and
 * `messages.po?rest`, every message not in the start's part (a language's whole catalog, for a
 * report in another language, and for tests).
 *
 * "The files a start loads" are those reached by static imports (not `import()`) from
 * `START_ROOTS`, without going through the route tree (which names every screen); "the home's
 * files", from `HOME_ROOTS`. A message with one origin among the start's files is in the start's
 * part. The catalogs stay one .po per language for translators; `@lingui/vite-plugin` still
 * compiles a plain `messages.po` import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { type CatalogType, createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import type { Plugin } from 'vite';
import { importsOf, reachedFrom, type SourceFiles, staticallyReached } from './import-rules.ts';

/** The entry and the root route (with the error and 404 screens they import): every start's. */
export const START_ROOTS = ['src/main.tsx', 'src/routes/__root.tsx'];
/** The home's start, its layout and its route. */
export const HOME_ROOTS = [...START_ROOTS, 'src/routes/_public.tsx', 'src/routes/_public/index.tsx'];
const ROUTE_TREE = 'src/routeTree.gen.ts';
const ROUTES = 'src/routes/';
const PART = /\.po\?(start|later|rest|route=[^&]+)$/;
const VIRTUAL = 'virtual:route-catalogs';
const RESOLVED_VIRTUAL = `\0${VIRTUAL}`;

const importsIn = (files: SourceFiles, staticOnly: boolean) => (file: string) =>
  importsOf(file, files.get(file) ?? '', files, { staticOnly });

/**
 * The files the home's files load later, with `import()` (and all those import), never entering
 * the route tree or a route file, less the home's own.
 */
export function laterFiles(files: SourceFiles, home: Set<string>): Set<string> {
  const loadedLater = [...home].flatMap((file) => {
    const loaded = new Set(importsIn(files, true)(file));
    return importsIn(files, false)(file).filter((target) => !loaded.has(target));
  });
  return reachedFrom(
    files,
    loadedLater,
    importsIn(files, false),
    (file) => home.has(file) || file === ROUTE_TREE || file.startsWith(ROUTES),
  );
}

/** Which part a message belongs to, from the files it appears in (the .po's `#:` origins). */
export function partOf(origins: string[], start: Set<string>): 'start' | 'rest' {
  return origins.some((origin) => start.has(origin)) ? 'start' : 'rest';
}

/**
 * The route files and their route ids (the path `createFileRoute` names; the root route is
 * `__root__`, as the router calls it).
 */
export function routeIds(files: SourceFiles): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [file, text] of files) {
    if (!file.startsWith(ROUTES)) continue;
    if (/createRootRoute(WithContext)?\b/.test(text)) ids.set(file, '__root__');
    const id = /createFileRoute\(\s*['"]([^'"]+)['"]\s*\)/.exec(text)?.[1];
    if (id) ids.set(file, id);
  }
  return ids;
}

/**
 * The files a route's screen may show: reached from its route file by any import, `import()`
 * included (a dialog or chart it loads later still speaks), never through the route tree or
 * into another route file (whose own part the router loads when it matches).
 */
export function routeFiles(files: SourceFiles, routeFile: string): Set<string> {
  return reachedFrom(
    files,
    [routeFile],
    importsIn(files, false),
    (file) => file === ROUTE_TREE || (file !== routeFile && file.startsWith(ROUTES)),
  );
}

const routeQuery = (routeFile: string) => encodeURIComponent(routeFile.replace(/\.tsx?$/, ''));

/**
 * Whether a message is in a route's part: shown by its screen, and not already in the start's, nor
 * in `later` when that part loads with the route (`later`: empty for the home's routes).
 */
export function inRoutePart(
  origins: string[],
  start: Set<string>,
  route: Set<string>,
  later: ReadonlySet<string> = new Set(),
): boolean {
  return (
    partOf(origins, start) === 'rest' &&
    origins.some((origin) => route.has(origin)) &&
    !origins.some((origin) => later.has(origin))
  );
}

/** Whether a message is in the `later` part: loaded by the home's `import()`s, not in the start's part. */
export function inLaterPart(origins: string[], start: Set<string>, later: ReadonlySet<string>): boolean {
  return partOf(origins, start) === 'rest' && origins.some((origin) => later.has(origin));
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
  let sources: SourceFiles | undefined;
  let start: Set<string> | undefined;
  let later: Set<string> | undefined;
  const reachOfRoute = new Map<string, Set<string>>();
  const read = () => {
    sources ??= appSources(config.rootDir);
    start ??= staticallyReached(sources, START_ROOTS, ROUTE_TREE);
    later ??= laterFiles(sources, staticallyReached(sources, HOME_ROOTS, ROUTE_TREE));
    return { sources, start, later };
  };
  const reachOf = (routeFile: string) => {
    let reach = reachOfRoute.get(routeFile);
    if (!reach) {
      reach = routeFiles(read().sources, routeFile);
      reachOfRoute.set(routeFile, reach);
    }
    return reach;
  };
  /** Which messages of a catalog's entries a part holds. */
  const filterFor = (part: string) => {
    const { start, later } = read();
    if (part === 'start' || part === 'rest') return (origins: string[]) => partOf(origins, start) === part;
    if (part === 'later') return (origins: string[]) => inLaterPart(origins, start, later);
    // The route file without its extension, which would make Vite compile the part as TypeScript.
    const stem = decodeURIComponent(part.slice('route='.length));
    const routeFile = [`${stem}.tsx`, `${stem}.ts`].find((file) => read().sources.has(file));
    if (!routeFile) throw new Error(`no route file ${stem}.tsx`);
    const reach = reachOf(routeFile);
    const loadsLater = !HOME_ROOTS.includes(routeFile);
    return (origins: string[]) => inRoutePart(origins, start, reach, loadsLater ? later : undefined);
  };
  const originsOf = (entry: { origin?: [string, number?][] } | undefined) =>
    (entry?.origin ?? []).map(([origin]) => origin);
  type Catalog = NonNullable<ReturnType<typeof getCatalogForFile>>['catalog'];
  type Translations = { entries: CatalogType; messages: Record<string, string> };
  /**
   * A language's entries and translations, read once for all its parts (a read takes ~90 ms and
   * a build compiles ~80 parts) until one of the catalogs changes (a language falls back on the
   * others).
   */
  const translations = new Map<string, { stamp: string; read: Promise<Translations> }>();
  const translationsOf = (catalog: Catalog, locale: string): Promise<Translations> => {
    const key = catalog.getFilename(locale);
    const stamp = config.locales.map((each) => statSync(catalog.getFilename(each)).mtimeMs).join();
    const cached = translations.get(key);
    if (cached?.stamp === stamp) return cached.read;
    const read = Promise.all([
      catalog.read(locale),
      catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      }),
    ]).then(([entries, { messages }]) => ({ entries: entries ?? {}, messages }));
    translations.set(key, { stamp, read });
    read.catch(() => translations.delete(key));
    return read;
  };

  return {
    name: 'pitchcraft-lingui-catalog-parts',
    configResolved() {
      config = getConfig();
    },
    buildStart() {
      // a new build (or dev server start) reads the imports again
      sources = undefined;
      start = undefined;
      later = undefined;
      reachOfRoute.clear();
    },
    resolveId: {
      filter: { id: new RegExp(`^${VIRTUAL}$`) },
      handler: () => RESOLVED_VIRTUAL,
    },
    load: {
      filter: { id: new RegExp(`^\\0${VIRTUAL}$`) },
      async handler() {
        // The routes whose screens show messages the start's part lacks (the source catalog's
        // origins; every language's catalog has the same).
        const catalogs = await getCatalogs(config);
        const source = catalogs[0];
        if (!source) throw new Error('lingui.config.ts names no catalog');
        const entries = Object.values((await translationsOf(source, config.sourceLocale)).entries);
        const routes = [...routeIds(read().sources)].filter(([file]) => {
          const inPart = filterFor(`route=${routeQuery(file)}`);
          return entries.some((entry) => inPart(originsOf(entry)));
        });
        const byLocale = config.locales.map((locale) => {
          const path = `/${relative(config.rootDir, source.getFilename(locale)).replaceAll('\\', '/')}`;
          const loaders = routes.map(
            ([file, id]) =>
              `    ${JSON.stringify(id)}: () => import(${JSON.stringify(`${path}?route=${routeQuery(file)}`)}),`,
          );
          return `  ${JSON.stringify(locale)}: {\n${loaders.join('\n')}\n  },`;
        });
        const homeRouteIds = HOME_ROOTS.flatMap((file) => routeIds(read().sources).get(file) ?? []);
        return `export const routeCatalogs = {\n${byLocale.join('\n')}\n};\nexport const homeRouteIds = ${JSON.stringify(homeRouteIds)};\n`;
      },
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
        const inPart = filterFor(part);
        const { locale, catalog } = found;
        const { entries, messages } = await translationsOf(catalog, locale);
        const kept = Object.fromEntries(
          Object.entries(messages).filter(([messageId]) => inPart(originsOf(entries[messageId]))),
        );
        const { source, errors } = createCompiledCatalog(locale, kept, { namespace: 'es' });
        if (errors.length > 0) throw new Error(`${file}: ${errors.length} message(s) do not compile`);
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  };
}
