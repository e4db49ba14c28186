import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

export const LOCALE_COOKIE = 'pitchcraft-locale';
const ONE_YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

export function readLocaleCookie(cookieHeader: string = document.cookie): Locale {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    const locale = decodeURIComponent(value.join('='));
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

export function writeLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is the whole point; the Cookie Store API is not in every browser we support.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/** Whether this browser chose a language (the switcher writes the cookie); else a screen may pick one. */
export const hasLocaleChoice = (cookieHeader: string = document.cookie): boolean =>
  cookieHeader.split(';').some((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`));
