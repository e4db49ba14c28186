/** Who is asking and where they came from, as much as analytics keeps: no IP, no cookie. */

// Crawlers, link previews, monitors and headless tools: their requests are not views.
const NOT_A_VISITOR =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|lighthouse|headlesschrome|pingdom|uptime|monitor|curl\/|wget\/|python|go-http-client|node-fetch|undici|axios|okhttp|java\/|deno\//i;

export function isCrawler(userAgent: string | null): boolean {
  return !userAgent || NOT_A_VISITOR.test(userAgent);
}

/** Lower-case host or campaign name of at most 100 of [a-z0-9._-]; `direct` when nothing is left. */
export function cleanSource(value: string | null | undefined): string {
  const cleaned = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return cleaned || 'direct';
}

/** utm_source when the link has one, else the referrer's host unless it is the page's own site. */
export function sourceOf(request: Request, ownHosts: string[]): string {
  const utm = new URL(request.url).searchParams.get('utm_source');
  if (utm) return cleanSource(utm);
  const referrer = request.headers.get('Referer');
  if (!referrer) return 'direct';
  try {
    const host = new URL(referrer).hostname;
    return ownHosts.includes(host) ? 'direct' : cleanSource(host);
  } catch {
    return 'direct';
  }
}
