import { i18n, type Messages } from '@lingui/core';
import { writeLocaleCookie } from './locale-cookie.ts';
import type { Locale } from './locales.ts';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  es: () => import('../../../locales/es/messages.po'),
};

/** Loads a catalog and switches the interface to it; the page renders only after the first call. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** A choice made by the user: applied now and remembered for the next visit. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeLocaleCookie(locale);
}
