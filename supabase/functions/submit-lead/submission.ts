/** A lead form's POST as the intake reads it, whichever face answers: urlencoded or JSON, 16 KB at most. */

import type { Locale } from '../_shared/content/brief.ts';
import { clientAddress } from '../_shared/http/client-address.ts';
import { asLocale, browserLocale } from '../_shared/http/locale.ts';
import { LEAD_FIELD_NAMES } from '../_shared/pages/options.ts';
import { cleanSource, utmSourceOf } from '../_shared/pages/visit-source.ts';
import type { Submission } from './lead-intake.ts';

const MAX_BODY_BYTES = 16_384;

const isJson = (header: string | null) => /application\/json/i.test(header ?? '');

/** The page's script (or any JSON client) sent it: it gets JSON, a browser without JavaScript a page. */
export const asksJson = (request: Request) =>
  isJson(request.headers.get('content-type')) || isJson(request.headers.get('accept'));

async function readFields(request: Request): Promise<Record<string, string> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return null;
  if (!isJson(request.headers.get('content-type'))) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
    );
  } catch {
    return null;
  }
}

/**
 * Where the visit came from, by the one rule views are cleaned with (visit-source.ts): the form's
 * `source`, which the page's script fills with the page address's utm_source or the referrer's host;
 * without the script, the utm_source of the page address the browser names in `Referer` (it sends
 * the whole address only when the page and this function share an origin: the pages'
 * Referrer-Policy is strict-origin-when-cross-origin); else `direct`. Whatever arrives is only
 * cleaned, never trusted further: it is what the visitor's browser says, as a view's source is.
 */
function sourceOf(fields: Record<string, string> | null, request: Request): string {
  const given = fields?.[LEAD_FIELD_NAMES.source]?.trim();
  return cleanSource(given || utmSourceOf(request.headers.get('Referer')));
}

export async function readSubmission(request: Request): Promise<Submission> {
  const fields = await readFields(request);
  const locale: Locale | null = asLocale(fields?.[LEAD_FIELD_NAMES.locale]);
  return {
    fields,
    visitor: clientAddress(request),
    locale,
    fallbackLocale: locale ?? browserLocale(request),
    source: sourceOf(fields, request),
  };
}
