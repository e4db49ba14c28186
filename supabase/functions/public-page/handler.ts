/**
 * The public page (verify_jwt = false: visitors carry no token), reached as /pages/{slug} through
 * the dev server's proxy or a hosting rewrite (docs/public-pages.md):
 * - GET|HEAD /public-page/{slug} (or ?slug=): a live landing page as a complete HTML document from
 *   its template; `?lead=submitted` / `?lead=confirm` show the thank-you after a no-JavaScript
 *   submission. An email campaign's slug: its web version once the send has begun. Anything else:
 *   a neutral 'not available' page (404, noindex) in the page's language.
 * - ETag (a hash of the HTML) with `max-age=0, must-revalidate`: an edit shows at once; a matching
 *   If-None-Match answers 304.
 * - The page records nothing itself, so its static copy (render-pages) is the same document: views
 *   and form starts come from the page's beacons, /public-page/{slug}/events: POST `view\n<source>`
 *   and `form_start` from its script, GET (an image) without JavaScript; 204 (or the image) whatever
 *   happens, so a beacon never reveals anything. Not from crawlers; day and cleaned source only.
 * - Views and form starts count at most so often per visitor and hour (record_page_event), the
 *   visitor being an HMAC of their address, never the address.
 * - On the HTML page frame (_shared/http/html-page.ts); a failure of ours answers 503 with
 *   Retry-After, never a page that claims the page is gone.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { secretKey } from '../_shared/db/api-keys.ts';
import { pseudonymousClientKey } from '../_shared/http/client-address.ts';
import { htmlPage, htmlPageEndpoint } from '../_shared/http/html-page.ts';
import { landingPagePolicy } from '../_shared/pages/page-policy.ts';
import { cleanSource, utmSourceOf } from '../_shared/pages/visit-source.ts';
import {
  emailWebVersionHtml,
  landingPageHtml,
  type PageUrls,
  pageLocale,
  pageUrlsFromEnv,
} from './documents.ts';
import { notAvailablePage } from './not-available.ts';
import { type PageEventType, type PublicPageStore, servicePublicPageStore } from './store.ts';
import { isCrawler } from './visitors.ts';
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

async function serve(
  request: Request,
  html: string,
  policy: string,
  extra: Record<string, string>,
): Promise<Response> {
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
  if (matches(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : html, { status: 200, headers });
}

/** A transparent 1×1 GIF: the view beacon's answer to an image request (JavaScript off). */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) =>
  c.charCodeAt(0),
);

/**
 * What a beacon says: `view\n<source>` or `form_start\n<source>` from the page's script (the source
 * it read in the browser, cleaned here, so views, form starts and leads count under one source); a GET is the image a page without JavaScript loads, whose
 * `Referer` is the page's address (its utm_source, else `direct`: the visit's own referrer is
 * known only to the browser). A HEAD is no visit.
 */
async function beaconOf(request: Request): Promise<{ type: PageEventType; source: string } | null> {
  if (request.method === 'HEAD') return null;
  if (request.method === 'GET')
    return { type: 'view', source: cleanSource(utmSourceOf(request.headers.get('Referer'))) };
  const body = (await request.text()).slice(0, 300);
  const beacon = body.match(/^(view|form_start)(?:\n([^\n]*))?$/);
  if (!beacon) return null;
  // A form start from a page cached before its beacon carried the source: the page address's.
  const source = beacon[2] ?? utmSourceOf(request.headers.get('Referer'));
  return { type: beacon[1] as PageEventType, source: cleanSource(source) };
}

/**
 * The page's beacons (views and form starts, docs/public-pages.md "Analytics without trackers"):
 * 204 (the image for a GET) whatever happens, so a beacon never reveals anything.
 */
async function recordBeacon(deps: PublicPageDeps, request: Request, slug: string): Promise<Response> {
  const beacon = await beaconOf(request);
  if (beacon && SLUG.test(slug) && !isCrawler(request.headers.get('User-Agent'))) {
    try {
      const store = deps.store();
      const pageId = await store.livePageId(slug);
      if (pageId) {
        const visitor = await pseudonymousClientKey(request, deps.visitorSecret);
        await store.recordEvent(pageId, beacon.type, beacon.source, visitor);
      }
    } catch (error) {
      console.error(`public-page: record ${beacon.type}:`, error);
    }
  }
  const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
  return request.method === 'POST'
    ? new Response(null, { status: 204, headers })
    : new Response(request.method === 'HEAD' ? null : PIXEL, {
        status: 200,
        headers: { ...headers, 'Content-Type': 'image/gif' },
      });
}

export const createPublicPageHandler = (deps: PublicPageDeps | (() => PublicPageDeps)) =>
  htmlPageEndpoint({
    name: 'public-page',
    methods: (url) => (route(url).events ? ['POST', 'GET', 'HEAD'] : ['GET', 'HEAD']),
    deps,
    failed: tryAgain,
    async run(request, resolved, visitor, url) {
      const { slug, events } = route(url);
      if (events) return recordBeacon(resolved, request, slug);
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
        return serve(request, webVersion, policy, { 'X-Robots-Tag': 'noindex' });
      }

      if (!found.live) return notAvailable(pageLocale(found), head);
      const leadParam = url.searchParams.get('lead');
      const lead = leadParam === 'submitted' || leadParam === 'confirm' ? leadParam : null;
      const page = landingPageHtml(found, resolved, lead);
      if (!page) return notAvailable(pageLocale(found), head);
      const policy = await landingPagePolicy(resolved.supabaseUrl);
      // The thank-you state is for the visitor who just submitted, not for search engines.
      const extra: Record<string, string> = lead ? { 'X-Robots-Tag': 'noindex' } : {};
      // No view here: the page's own beacon counts it, as it does for the static copy.
      return serve(request, page, policy, extra);
    },
  });

export const handler = createPublicPageHandler(() => {
  const env = Deno.env.toObject();
  let store: PublicPageStore | undefined;
  return {
    ...pageUrlsFromEnv(env),
    store: () => (store ??= servicePublicPageStore(env)),
    visitorSecret: secretKey(env) ?? '',
  };
});
