import { homeRouteIds, routeCatalogs } from 'virtual:route-catalogs';
import { i18n, type Messages } from '@lingui/core';
import { writeLocaleCookie } from './locale-cookie.ts';
import type { Locale } from './locales.ts';

/**
 * Each language's catalog comes in parts (scripts/vite-catalog-split.ts): what the entry and the
 * root route show, which every start loads; a part per route, the messages of that route's screen,
 * loaded by the root route's `beforeLoad` for the routes a navigation matches (`loadRouteCatalogs`);
 * what the home loads only with `import()` (the refusals' sentences of the global error toast),
 * loaded with any route but the home's (`later`); and the rest (everything not in the start's
 * part), for a whole language at once.
 */
type Part = 'start' | 'later' | 'rest';

const catalogs: Record<Locale, Record<Part, () => Promise<{ messages: Messages }>>> = {
  en: {
    start: () => import('../../../locales/en/messages.po?start'),
    later: () => import('../../../locales/en/messages.po?later'),
    rest: () => import('../../../locales/en/messages.po?rest'),
  },
  es: {
    start: () => import('../../../locales/es/messages.po?start'),
    later: () => import('../../../locales/es/messages.po?later'),
    rest: () => import('../../../locales/es/messages.po?rest'),
  },
};

const loading = new Map<string, Promise<void>>();
/** The routes whose parts are in use: loaded again in a language the user switches to. */
const routesInUse = new Set<string>();
/** Whether the `later` part is in use: a route but the home's was reached, or a toast wanted it. */
let laterInUse = false;
const HOME_ROUTES = new Set(homeRouteIds);
function countInUse(routeIds: readonly string[]): void {
  for (const id of routeIds) {
    routesInUse.add(id);
    if (!HOME_ROUTES.has(id)) laterInUse = true;
  }
}
/** Whether the whole catalog is in use (tests, and `activateLocale` by default) rather than parts. */
let wholeWanted = true;

function load(key: string, part: () => Promise<{ messages: Messages }>, locale: Locale): Promise<void> {
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = part().then(({ messages }) => i18n.load(locale, messages));
    loading.set(key, loaded);
    loaded.catch(() => loading.delete(key)); // a failed chunk is asked for again next time
  }
  return loaded;
}

const loadPart = (locale: Locale, part: Part) => load(`${locale}:${part}`, catalogs[locale][part], locale);

function loadRoutePart(locale: Locale, routeId: string): Promise<void> | undefined {
  const part = routeCatalogs[locale]?.[routeId];
  return part && load(`${locale}:route:${routeId}`, part, locale);
}

/**
 * Loads a catalog and switches the interface to it; the page renders only after the first call.
 * `whole: false` (the app's start): the start's part and the parts of the routes in use, the
 * router asking for each screen's before it renders; by default, as chosen last (whole at first).
 * `routes`: route ids to count in use from now, their parts loaded with the rest (the start
 * address's, so its screen's part comes with the start's rather than after it).
 */
export async function activateLocale(
  locale: Locale,
  { whole = wholeWanted, routes = [] as readonly string[] } = {},
): Promise<void> {
  wholeWanted = whole;
  countInUse(routes);
  const routeParts = () => [
    ...[...routesInUse].map((id) => loadRoutePart(locale, id)),
    ...(laterInUse ? [loadPart(locale, 'later')] : []),
  ];
  await Promise.all([loadPart(locale, 'start'), ...(whole ? [loadPart(locale, 'rest')] : routeParts())]);
  // A navigation meanwhile loaded its routes' parts in the language being left: theirs in this one
  // too (the parts loaded above answer at once).
  if (!whole) await Promise.all(routeParts());
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The messages of the screens of these routes (the root route's `beforeLoad`, before they render). */
export async function loadRouteCatalogs(routeIds: readonly string[]): Promise<void> {
  countInUse(routeIds);
  const locale = i18n.locale as Locale | undefined;
  if (!locale || wholeWanted) return;
  await Promise.all([
    ...routeIds.map((id) => loadRoutePart(locale, id)),
    ...(laterInUse ? [loadPart(locale, 'later')] : []),
  ]);
}

/**
 * The messages of what the home loads only by `import()` (the global error toast's refusals), for
 * a screen that shows them: already in on any screen but the home's, and then in every language
 * the user switches to.
 */
export async function loadLaterCatalog(): Promise<void> {
  laterInUse = true;
  const locale = i18n.locale as Locale | undefined;
  if (!locale || wholeWanted) return;
  await loadPart(locale, 'later');
}

/** A choice made by the user: applied now and remembered for the next visit. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeLocaleCookie(locale);
}

/**
 * A language's whole catalog without switching the interface to it: for a part of a screen shown
 * in another language (a client's report in the client's language, inside the app).
 */
export async function catalogOf(locale: Locale): Promise<Messages> {
  const [start, rest] = await Promise.all([catalogs[locale].start(), catalogs[locale].rest()]);
  return { ...start.messages, ...rest.messages };
}
