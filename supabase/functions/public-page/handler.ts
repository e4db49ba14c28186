/**
 * The public page (verify_jwt = false: visitors carry no token), reached as /pages/{slug} through
 * the dev server's proxy or a hosting rewrite (docs/public-pages.md):
 * - GET|HEAD /public-page/{slug} (or ?slug=): a live landing page as a complete HTML document from
 *   its template; `?lead=submitted` / `?lead=confirm` show the thank-you after a no-JavaScript
 *   submission. An email campaign's slug: its web version once the send has begun. Anything else:
 *   a neutral 'not available' page (404, noindex) in the page's language.
 * - ETag (a hash of the HTML) with `max-age=0, must-revalidate`: an edit shows at once; a matching
 *   If-None-Match answers 304.
 * - A view is recorded per 200 GET from a browser (not crawlers): day and cleaned source only.
 * - POST /public-page/{slug}/events with `form_start` (the enhance script's beacon): recorded once
 *   per page load; 204 whatever happens, so the beacon never reveals anything.
 * - Views and form starts count at most so often per visitor and hour (record_page_event), the
 *   visitor being an HMAC of their address, never the address.
 * - On the HTML page frame (_shared/http/html-page.ts); a failure of ours answers 503 with
 *   Retry-After, never a page that claims the page is gone.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { secretKey } from '../_shared/db/api-keys.ts';
import { pseudonymousClientKey } from '../_shared/http/client-address.ts';
import { htmlPage, htmlPageEndpoint } from '../_shared/http/html-page.ts';
import { LEAD_FORM_SCRIPT } from '../_shared/pages/enhance-script.ts';
import { emailWebVersionHtml, landingPageHtml, type PageUrls, pageLocale } from './documents.ts';
import { notAvailablePage } from './not-available.ts';
import { type PublicCampaign, type PublicPageStore, servicePublicPageStore } from './store.ts';
import { formStartSource, isCrawler, sourceOf } from './visitors.ts';
import { webVersionPolicy } from './web-version.ts';

export interface PublicPageDeps extends PageUrls {
  store: () => PublicPageStore;
  /** Keys visitors for the per-visitor event limit without storing their address (pseudonymousClientKey). */
  visitorSecret: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const base64url = (bytes: Uint8Array) =>
  base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const scriptHash = sha256(LEAD_FORM_SCRIPT).then((bytes) => `'sha256-${base64(bytes)}'`);

/** The slug and whether the events endpoint was asked for, from `/public-page/{slug}[/events]`. */
function route(url: URL): { slug: string; events: boolean } {
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.indexOf('public-page');
  const rest = at >= 0 ? parts.slice(at + 1) : parts;
  const slug = (rest[0] ?? url.searchParams.get('slug') ?? '').toLowerCase();
  return { slug, events: rest[1] === 'events' };
}

const notAvailable = (locale: Locale, head: boolean) => htmlPage(head ? null : notAvailablePage(locale), 404);

/** If-None-Match holds the tag (weak or strong, in a list, or `*`). */
function matches(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match');
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Our failure (the store is down): the visitor's browser may retry in a moment. */
const tryAgain = () =>
  new Response('Please try again in a moment.', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
    },
  });

const hostsOf = (deps: PageUrls) =>
  [deps.publicBaseUrl, deps.supabaseUrl].flatMap((address) => {
    try {
      return [new URL(address).hostname];
    } catch {
      return [];
    }
  });

async function serve(request: Request, html: string, policy: string, extra: Record<string, string>) {
  const etag = `"${base64url((await sha256(html)).slice(0, 18))}"`;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ETag: etag,
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  };
  if (matches(request, etag)) return { response: new Response(null, { status: 304, headers }), fresh: false };
  return {
    response: new Response(request.method === 'HEAD' ? null : html, { status: 200, headers }),
    fresh: true,
  };
}

/** Never delays or fails the page: the write finishes after the response is on its way. */
function recordView(deps: PublicPageDeps, store: PublicPageStore, request: Request, found: PublicCampaign) {
  if (request.method !== 'GET' || isCrawler(request.headers.get('User-Agent'))) return;
  const write = pseudonymousClientKey(request, deps.visitorSecret)
    .then((visitor) =>
      store.recordEvent(found.campaign.id, 'view', sourceOf(request, hostsOf(deps)), visitor),
    )
    .catch((error) => console.error('public-page: record view:', error));
  (globalThis as { EdgeRuntime?: { waitUntil?: (p: Promise<unknown>) => void } }).EdgeRuntime?.waitUntil?.(
    write,
  );
}

/** The enhance script's beacon: 204 whatever happens, so it never reveals anything. */
async function recordFormStart(deps: PublicPageDeps, request: Request, slug: string): Promise<Response> {
  const body = (await request.text()).slice(0, 300);
  if (SLUG.test(slug) && /\bform_start\b/.test(body) && !isCrawler(request.headers.get('User-Agent'))) {
    try {
      const store = deps.store();
      const found = await store.loadBySlug(slug);
      if (found?.live) {
        const visitor = await pseudonymousClientKey(request, deps.visitorSecret);
        await store.recordEvent(found.campaign.id, 'form_start', formStartSource(request, body), visitor);
      }
    } catch (error) {
      console.error('public-page: record form start:', error);
    }
  }
  return new Response(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
}

export const createPublicPageHandler = (deps: PublicPageDeps | (() => PublicPageDeps)) =>
  htmlPageEndpoint({
    name: 'public-page',
    methods: (url) => (route(url).events ? ['POST'] : ['GET', 'HEAD']),
    deps,
    failed: tryAgain,
    async run(request, resolved, visitor, url) {
      const { slug, events } = route(url);
      if (events) return recordFormStart(resolved, request, slug);
      const head = request.method === 'HEAD';
      if (!SLUG.test(slug) || slug.length > 63) return notAvailable(visitor.locale, head);
      const store = resolved.store();
      const found = await store.loadBySlug(slug);
      if (!found) return notAvailable(visitor.locale, head);

      if (found.campaign.kind === 'email') {
        const webVersion = emailWebVersionHtml(found);
        if (!webVersion) return notAvailable(pageLocale(found), head);
        // Members write email HTML (custom blocks): nothing in it may run, redirect or frame.
        const policy = webVersionPolicy(resolved.supabaseUrl);
        return (await serve(request, webVersion, policy, { 'X-Robots-Tag': 'noindex' })).response;
      }

      if (!found.live) return notAvailable(pageLocale(found), head);
      const leadParam = url.searchParams.get('lead');
      const lead = leadParam === 'submitted' || leadParam === 'confirm' ? leadParam : null;
      const page = landingPageHtml(found, resolved, lead);
      if (!page) return notAvailable(pageLocale(found), head);
      const formOrigin = new URL(resolved.supabaseUrl).origin;
      // 'self' too: browsers apply form-action to the redirect submit-lead answers (back to this
      // page's ?lead=submitted), and without it a form sent with JavaScript off is blocked.
      const policy = `default-src 'none'; script-src ${await scriptHash}; style-src 'unsafe-inline'; img-src * data:; connect-src 'self' ${formOrigin}; form-action ${formOrigin} 'self'; base-uri 'none'; frame-ancestors 'none'`;
      // The thank-you state is for the visitor who just submitted, not for search engines.
      const extra: Record<string, string> = lead ? { 'X-Robots-Tag': 'noindex' } : {};
      const { response, fresh } = await serve(request, page, policy, extra);
      if (fresh && !lead) recordView(resolved, store, request, found);
      return response;
    },
  });

export const handler = createPublicPageHandler(() => {
  const env = Deno.env.toObject();
  const supabaseUrl = env.SUPABASE_URL ?? '';
  let store: PublicPageStore | undefined;
  return {
    supabaseUrl,
    publicBaseUrl: env.PUBLIC_PAGES_BASE_URL || env.SITE_URL || supabaseUrl,
    store: () => (store ??= servicePublicPageStore(env)),
    visitorSecret: secretKey(env) ?? '',
  };
});
