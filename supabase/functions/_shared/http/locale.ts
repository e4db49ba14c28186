/** The language a function answers a person in, and the sentence it uses when it has no better one. */

import type { Locale } from '../content/brief.ts';

/** SPEC.md §8: the generic message, as the app's catalogues word it (errors.generic). */
export const GENERIC_MESSAGE: Record<Locale, string> = {
  en: 'There has been an unexpected error.',
  es: 'Se ha producido un error inesperado.',
};

/** The language of an error message: the body's locale when readable, else Accept-Language. */
export function messageLocale(request: Request, body: unknown): Locale {
  const fromBody = (body as { locale?: unknown } | null)?.locale;
  if (fromBody === 'es' || fromBody === 'en') return fromBody;
  return /^es\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'es' : 'en';
}
