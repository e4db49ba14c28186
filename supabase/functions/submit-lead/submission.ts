/** A lead form's POST as the intake reads it, whichever face answers: urlencoded or JSON, 16 KB at most. */

import type { Locale } from '../_shared/content/brief.ts';
import { clientAddress } from '../_shared/http/client-address.ts';
import { asLocale, browserLocale } from '../_shared/http/locale.ts';
import { LEAD_FIELD_NAMES } from '../_shared/pages/options.ts';
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

export async function readSubmission(request: Request): Promise<Submission> {
  const fields = await readFields(request);
  const locale: Locale | null = asLocale(fields?.[LEAD_FIELD_NAMES.locale]);
  return {
    fields,
    visitor: clientAddress(request),
    locale,
    fallbackLocale: locale ?? browserLocale(request),
  };
}
