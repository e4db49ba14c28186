/**
 * The email's HTML as the viewer's sandboxed frame shows it: links open outside the frame, and
 * each http(s) link goes through the viewer's click route first, so a "clicked" event can be
 * reported before the browser moves on.
 */
export function renderedEmailHtml(html: string, clickUrl: (target: string) => string) {
  const tracked = html.replace(
    /(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi,
    (_match, prefix: string, quote: string, href: string) =>
      `${prefix}${quote}${escapeAttribute(clickUrl(decodeEntities(href)))}${quote}`,
  );
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(tracked)
    ? tracked.replace(/<head[^>]*>/i, (head) => head + base)
    : base + tracked;
}

/** Attribute values in HTML carry `&amp;`; the link itself does not. */
const decodeEntities = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
