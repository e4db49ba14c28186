/** Who is asking and where they came from, as much as analytics keeps: no IP, no cookie. */

import { cleanSource, DIRECT, utmSourceOf } from '../_shared/pages/visit-source.ts';

// Crawlers, link previews, monitors and headless tools: their requests are not views.
const NOT_A_VISITOR =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|lighthouse|headlesschrome|pingdom|uptime|monitor|curl\/|wget\/|python|go-http-client|node-fetch|undici|axios|okhttp|java\/|deno\//i;

export function isCrawler(userAgent: string | null): boolean {
  return !userAgent || NOT_A_VISITOR.test(userAgent);
}

/**
 * utm_source when the link has one, else the referrer's host unless it is the page's own site, by
 * the one cleaning rule (cleanSource): the page's script reads the same two for the lead form.
 */
export function sourceOf(request: Request, ownHosts: string[]): string {
  const utm = utmSourceOf(request.url);
  if (utm) return cleanSource(utm);
  const referrer = request.headers.get('Referer');
  if (!referrer) return DIRECT;
  try {
    const host = new URL(referrer).hostname;
    return ownHosts.includes(host) ? DIRECT : cleanSource(host);
  } catch {
    return DIRECT;
  }
}

/**
 * The source the enhance script read when the page loaded (its lead form's `source` field: the
 * visit's utm_source, else the referring host), so form starts count under the visit's source as
 * views and leads do; a beacon without one (a page cached before the field was sent) falls back to
 * the utm_source of the page address the browser sends as Referer.
 */
export const formStartSource = (request: Request, body: string) =>
  cleanSource(new URLSearchParams(body).get('source') || utmSourceOf(request.headers.get('Referer')));
