/**
 * Escaping for every string from a user or a model where it lands in HTML.
 * Platform-neutral: used by the edge functions and by the SPA's live previews.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text content of an element. Quotes are escaped too, so the result is also safe in attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * A quoted attribute value. Backticks and `=` are escaped as well because old IE treated
 * backticks as quotes, and control characters are dropped (they break some parsers' tokenizers).
 */
export function escapeAttribute(value: unknown): string {
  return (
    String(value ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[&<>"'`=]/g, (ch) => HTML_ESCAPES[ch] ?? `&#${ch.charCodeAt(0)};`)
  );
}

/** Replaced per recipient at send time; kept verbatim in links. */
export const UNSUBSCRIBE_PLACEHOLDER = '{{unsubscribe_url}}';

const SAFE_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/**
 * A URL safe for href/src: https, http, mailto, tel, relative (path, query, fragment) or the
 * unsubscribe placeholder; anything else (javascript:, data:, vbscript:, obfuscated schemes) → '#'.
 * The result still needs escapeAttribute where it lands.
 */
export function safeUrl(value: unknown): string {
  // The URL parser trims C0 controls and spaces at the ends and drops tabs and newlines anywhere
  // ("java\tscript:" is javascript:), so normalise the same way before looking at the scheme.
  const url = String(value ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: mirrors the WHATWG URL parser
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: mirrors the WHATWG URL parser
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/ /g, '%20');
  if (url === '') return '#';
  if (url === UNSUBSCRIBE_PLACEHOLDER) return url;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  if (!scheme) {
    // Relative: a path, query or fragment. "//host" is protocol-relative, which is fine (http/https).
    // A backslash start is treated by browsers as "//", also fine; entities could hide a scheme, so refuse them.
    return /&#|&[a-z]+;/i.test(url) ? '#' : url;
  }
  return SAFE_SCHEMES.has(`${(scheme[1] ?? '').toLowerCase()}:`) ? url : '#';
}
