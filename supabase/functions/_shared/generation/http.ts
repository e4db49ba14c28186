/**
 * JSON answers and CORS for the generation functions. The functions act for a signed-in user and
 * spend model credit, so CORS names the app's origins rather than `*` (STYLE.md).
 */

import type { Locale } from '../content/brief.ts';
import { GENERIC_MESSAGE, type GenerationError } from './errors.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The app's origin (SITE_URL) and any in ALLOWED_ORIGINS, comma-separated: the same variables as
 * _shared/http/cors.ts, which these functions move to once it is committed. A value that is not a
 * URL is ignored, so a typo narrows access instead of widening it.
 */
export function allowedOrigins(env: Env): Set<string> {
  const origins = new Set<string>();
  for (const candidate of [env.SITE_URL, ...(env.ALLOWED_ORIGINS ?? '').split(',')]) {
    try {
      if (candidate?.trim()) origins.add(new URL(candidate.trim()).origin);
    } catch {
      // ignored, see above
    }
  }
  return origins;
}

export function corsHeaders(request: Request, env: Env): Record<string, string> {
  const origin = request.headers.get('Origin');
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && allowedOrigins(env).has(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Headers'] = 'authorization, x-client-info, apikey, content-type';
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}

export function jsonResponse(body: unknown, status: number, headers: Record<string, string>): Response {
  return Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
}

export function errorResponse(error: GenerationError, locale: Locale, headers: Record<string, string>) {
  const retry: Record<string, string> = error.retryAfterSeconds
    ? { 'Retry-After': String(error.retryAfterSeconds) }
    : {};
  return jsonResponse(
    {
      error: {
        code: error.code,
        message: GENERIC_MESSAGE[locale],
        ...(error.issues.length ? { issues: error.issues } : {}),
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      },
    },
    error.status,
    { ...headers, ...retry },
  );
}

/** The language of an error message: the body's locale when readable, else Accept-Language. */
export function messageLocale(request: Request, body: unknown): Locale {
  const fromBody = (body as { locale?: unknown } | null)?.locale;
  if (fromBody === 'es' || fromBody === 'en') return fromBody;
  return /^es\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'es' : 'en';
}
