import { i18n, type Messages } from '@lingui/core';
import { writeLocaleCookie } from './locale-cookie.ts';
import type { Locale } from './locales.ts';

/**
 * Each language's catalog comes in two parts (scripts/vite-catalog-split.ts): what the marketing
 * home (/) shows, and the rest. The home starts with its part alone; every other screen needs both.
 */
type Part = 'home' | 'rest';

const catalogs: Record<Locale, Record<Part, () => Promise<{ messages: Messages }>>> = {
  en: {
    home: () => import('../../../locales/en/messages.po?home'),
    rest: () => import('../../../locales/en/messages.po?rest'),
  },
  es: {
    home: () => import('../../../locales/es/messages.po?home'),
    rest: () => import('../../../locales/es/messages.po?rest'),
  },
};

const loading = new Map<string, Promise<void>>();
/** False from a start on the home until the visitor goes elsewhere (`loadWholeCatalog`). */
let restWanted = true;

function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}:${part}`;
  let load = loading.get(key);
  if (!load) {
    load = catalogs[locale][part]().then(({ messages }) => i18n.load(locale, messages));
    loading.set(key, load);
    load.catch(() => loading.delete(key)); // a failed chunk is asked for again next time
  }
  return load;
}

/**
 * Loads a catalog and switches the interface to it; the page renders only after the first call.
 * `homeOnly`: the home's part alone (the app starting on /); by default, what is in use now.
 */
export async function activateLocale(locale: Locale, { homeOnly = !restWanted } = {}): Promise<void> {
  restWanted = !homeOnly;
  await Promise.all([loadPart(locale, 'home'), restWanted ? loadPart(locale, 'rest') : undefined]);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The rest of the active language's catalog, before any screen other than the home renders. */
export async function loadWholeCatalog(): Promise<void> {
  restWanted = true;
  if (i18n.locale) await loadPart(i18n.locale as Locale, 'rest');
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
  const [home, rest] = await Promise.all([catalogs[locale].home(), catalogs[locale].rest()]);
  return { ...home.messages, ...rest.messages };
}
