/** The language a function answers a person in (its sentences: refusals/messages.ts). */

import type { Locale } from '../content/brief.ts';

/** The value when it names one of the product's languages, else null. */
export const asLocale = (value: unknown): Locale | null => (value === 'es' || value === 'en' ? value : null);

/** The browser's language (Accept-Language): Spanish when it comes first, else English. */
export const browserLocale = (request: Request): Locale =>
  /^es\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'es' : 'en';

/** The language of an error message: the body's locale when readable, else Accept-Language. */
export function messageLocale(request: Request, body: unknown): Locale {
  return asLocale((body as { locale?: unknown } | null)?.locale) ?? browserLocale(request);
}
