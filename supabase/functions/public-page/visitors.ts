/** Who is asking, as much as analytics needs: a visitor or not (where they came from, the page's script reads). */

// Crawlers, link previews, monitors and headless tools: their requests are not views.
const NOT_A_VISITOR =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|lighthouse|headlesschrome|pingdom|uptime|monitor|curl\/|wget\/|python|go-http-client|node-fetch|undici|axios|okhttp|java\/|deno\//i;

export function isCrawler(userAgent: string | null): boolean {
  return !userAgent || NOT_A_VISITOR.test(userAgent);
}
