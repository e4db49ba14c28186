/**
 * POST /check-links (verify_jwt = false, see config.toml): `{ campaignId, locale? }` →
 * `{ links: [{ url, ok, status?, reason? }], truncated }` for every distinct http(s) link of the
 * campaign's HTML (at most 40; `truncated` says there were more), for the pre-send checklist. The
 * HTML is read with the caller's token, so RLS decides whose campaign it is (PostgREST refuses a
 * forged or expired token: 401). Each link is checked by `links.ts`, never into private networks,
 * and only its status comes back. Refusals `{ error: { code, message } }` in the caller's language:
 * 400 invalid_request, 401 unauthorized, 404 campaign_not_found, 405, 500 unexpected.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { readCaller } from '../_shared/generation/caller.ts';
import { GenerationError } from '../_shared/generation/errors.ts';
import { messageLocale } from '../_shared/generation/http.ts';
import { corsHeaders, preflight } from '../_shared/http/cors.ts';
import { HttpError } from '../_shared/http/json.ts';
import { unwrapAsCaller, userClient } from '../_shared/http/user-client.ts';
import { type CheckOptions, checkLinks, extractLinks } from './links.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface CheckLinksDeps {
  env: Env;
  /** The campaign's HTML read as the caller ('' when it has none); null when they cannot see it. */
  readHtml: (authorization: string, campaignId: string) => Promise<string | null>;
  /** How links are fetched; tests pass a local server's allowance here, never the deployment. */
  options?: CheckOptions;
}

type Code = 'campaign_not_found' | 'invalid_request' | 'unauthorized' | 'method_not_allowed' | 'unexpected';

const STATUS: Record<Code, number> = {
  invalid_request: 400,
  unauthorized: 401,
  campaign_not_found: 404,
  method_not_allowed: 405,
  unexpected: 500,
};

const MESSAGES: Record<Locale, Record<Code, string>> = {
  en: {
    campaign_not_found: 'This campaign does not exist or you cannot see it.',
    invalid_request: 'There has been an unexpected error.',
    unauthorized: 'Sign in again to check the links.',
    method_not_allowed: 'There has been an unexpected error.',
    unexpected: 'There has been an unexpected error.',
  },
  es: {
    campaign_not_found: 'Esta campaña no existe o no tienes acceso a ella.',
    invalid_request: 'Se ha producido un error inesperado.',
    unauthorized: 'Vuelve a iniciar sesión para comprobar los enlaces.',
    method_not_allowed: 'Se ha producido un error inesperado.',
    unexpected: 'Se ha producido un error inesperado.',
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCheckLinksHandler(deps: CheckLinksDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return preflight(request, deps.env);
    const cors = corsHeaders(request, deps.env);
    let locale: Locale = messageLocale(request, null);
    const refuse = (code: Code) =>
      Response.json(
        { error: { code, message: MESSAGES[locale][code] } },
        { status: STATUS[code], headers: { ...cors, 'Cache-Control': 'no-store' } },
      );
    if (request.method !== 'POST') return refuse('method_not_allowed');
    let authorization: string;
    try {
      authorization = readCaller(request).authorization;
    } catch (error) {
      if (error instanceof GenerationError) return refuse('unauthorized');
      throw error;
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return refuse('invalid_request');
    }
    locale = messageLocale(request, body);
    const campaignId = (body as { campaignId?: unknown } | null)?.campaignId;
    if (typeof campaignId !== 'string' || !UUID.test(campaignId)) return refuse('invalid_request');

    try {
      const html = await deps.readHtml(authorization, campaignId);
      if (html === null) return refuse('campaign_not_found');
      const { links, truncated } = extractLinks(html);
      const results = await checkLinks(links, deps.options);
      return Response.json(
        { links: results, truncated },
        { headers: { ...cors, 'Cache-Control': 'no-store' } },
      );
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return refuse('unauthorized');
      console.error('check-links:', error);
      return refuse('unexpected');
    }
  };
}

/** The campaign's current HTML through PostgREST with the caller's token (RLS decides). */
export function readHtmlAsCaller(env: Env) {
  return async (authorization: string, campaignId: string): Promise<string | null> => {
    const client = userClient(authorization, env);
    const row = unwrapAsCaller(
      await client.from('campaigns').select('html').eq('id', campaignId).maybeSingle(),
      'load campaign html',
    ) as { html: string | null } | null;
    return row ? (row.html ?? '') : null;
  };
}

export const handler = (request: Request) => {
  const env = Deno.env.toObject();
  return createCheckLinksHandler({ env, readHtml: readHtmlAsCaller(env) })(request);
};
