export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Each language is named in itself, so a reader of the other language still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };
