/**
 * The hosting's rewrite of `/pages/*` (docs/public-pages.md, "Production"): a fetch handler a
 * Cloudflare Worker, a Netlify edge function or Vercel middleware runs on the app's host, and the
 * local dev server and the benches run too (scripts/vite-pages-rewrite.ts).
 *
 * - `GET|HEAD /pages/{slug}` serves the page's static copy, the public object `pages/{slug}` that
 *   render-pages wrote (through Storage's CDN), as HTML (Storage labels HTML text/plain), with the
 *   copy's own Cache-Control, ETag and Last-Modified (so If-None-Match answers 304) and the headers
 *   the function would send: the page's CSP, Referrer-Policy, nosniff.
 * - No copy (not live, not rendered yet, an email's web version, an unknown slug), `?lead=…` (the
 *   thank-you after a form sent without JavaScript), the beacons (`/pages/{slug}/events`) and any
 *   other method: the public-page function, whose HTML is restored to text/html the same way.
 */

import { landingPagePolicy } from './page-policy.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Storage's headers the copy keeps (the rest, such as its text/plain, are the page's own). */
const PASSED_ON = ['cache-control', 'etag', 'last-modified'];
/**
 * Headers that describe one hop, not the answer: fetch negotiates its own encoding and decodes the
 * body, so a length or encoding passed on would not match the bytes sent.
 */
const HOP_BY_HOP = [
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'accept-encoding',
  'content-encoding',
  'content-length',
];

export interface StaticRewriteOptions {
  /** The project's API origin, e.g. https://<ref>.supabase.co */
  supabaseUrl: string;
  fetch?: typeof fetch;
}

export function staticPagesRewrite(options: StaticRewriteOptions) {
  const api = options.supabaseUrl.replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const policy = landingPagePolicy(api);

  async function staticCopy(request: Request, slug: string): Promise<Response | null> {
    const conditional: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since']) {
      const value = request.headers.get(name);
      if (value) conditional[name] = value;
    }
    const copy = await send(`${api}/storage/v1/object/public/pages/${slug}`, {
      method: request.method,
      headers: conditional,
    });
    if (copy.status !== 200 && copy.status !== 304) {
      await copy.body?.cancel();
      return null;
    }
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': await policy,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    for (const name of PASSED_ON) {
      const value = copy.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(request.method === 'HEAD' ? null : copy.body, { status: copy.status, headers });
  }

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const rest = url.pathname.replace(/^\/pages\/?/, '');
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (readsPage && SLUG.test(rest) && !url.searchParams.has('lead')) {
      const served = await staticCopy(request, rest);
      if (served) return served;
    }
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    const upstream = await send(`${api}/functions/v1/public-page/${rest}${url.search}`, {
      method: request.method,
      headers,
      body: readsPage ? undefined : await request.arrayBuffer(),
      redirect: 'manual',
    });
    const answer = new Headers(upstream.headers);
    for (const name of HOP_BY_HOP) answer.delete(name);
    // Supabase's default domain labels a function's HTML text/plain: restore it.
    if (
      answer.get('content-type')?.startsWith('text/plain') &&
      upstream.status !== 204 &&
      upstream.status !== 503
    )
      answer.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(upstream.body, { status: upstream.status, headers: answer });
  };
}
