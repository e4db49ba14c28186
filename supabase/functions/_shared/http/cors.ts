/**
 * CORS. Functions the signed-in app calls: only the app's own origin (SITE_URL, plus any in
 * ALLOWED_ORIGINS, comma-separated) may read the answers, never `*`, since they act for a user.
 * Public endpoints that act for no one: ANY_ORIGIN_CORS.
 */

import type { Env } from '../env.ts';

const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';

export function allowedOrigins(env: Env): Set<string> {
  const origins = new Set<string>();
  for (const candidate of [env.SITE_URL, ...(env.ALLOWED_ORIGINS ?? '').split(',')]) {
    try {
      if (candidate?.trim()) origins.add(new URL(candidate.trim()).origin);
    } catch {
      // Not a URL: ignored, so a typo narrows access instead of widening it.
    }
  }
  return origins;
}

/** The CORS headers for this request's origin: none when the origin is not the app's. */
export function corsHeaders(request: Request, env: Env): Record<string, string> {
  const origin = request.headers.get('origin');
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && allowedOrigins(env).has(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
    headers['Access-Control-Max-Age'] = '3600';
  }
  return headers;
}

/** The answer to a preflight: 204 with the headers above. */
export const preflight = (request: Request, env: Env) =>
  new Response(null, { status: 204, headers: corsHeaders(request, env) });

/**
 * CORS for public endpoints that act for no one (a page's lead form, its event beacon): any origin
 * may post, since published pages live on custom domains too.
 */
export const ANY_ORIGIN_CORS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'accept, content-type',
  'Access-Control-Max-Age': '86400',
};
