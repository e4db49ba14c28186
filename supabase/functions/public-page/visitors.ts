/** Who is asking and where they came from, as much as analytics keeps: no IP, no cookie. */

// Crawlers, link previews, monitors and headless tools: their requests are not views.
const NOT_A_VISITOR =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|lighthouse|headlesschrome|pingdom|uptime|monitor|curl\/|wget\/|python|go-http-client|node-fetch|undici|axios|okhttp|java\/|deno\//i;

export function isCrawler(userAgent: string | null): boolean {
  return !userAgent || NOT_A_VISITOR.test(userAgent);
}
