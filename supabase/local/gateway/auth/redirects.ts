/**
 * Where an email link may send the user, as GoTrue decides: the requested URL when it is the site
 * URL's origin, on the `additional_redirect_urls` allow list (`*` and `**` wildcards), or — a
 * local convenience — any loopback address; otherwise the site URL.
 */
export function allowedRedirect(requested: string | undefined, siteUrl: string, allowList: string[]): string {
  if (!requested) return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (url.origin === new URL(siteUrl).origin) return requested;
  if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return requested;
  return allowList.some((pattern) => globMatches(pattern, requested)) ? requested : siteUrl;
}

function globMatches(pattern: string, url: string) {
  if (!pattern.includes('*')) {
    const base = pattern.replace(/\/$/, '');
    return url === base || ['/', '?', '#'].some((next) => url.startsWith(base + next));
  }
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(url);
}

/** `base` with GoTrue's result parameters in the fragment (implicit flow) or query (PKCE). */
export function withParams(base: string, params: Record<string, string>, where: 'fragment' | 'query') {
  const url = new URL(base);
  const encoded = new URLSearchParams(params).toString();
  if (where === 'query') {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }
  url.hash = encoded;
  return url.toString();
}
