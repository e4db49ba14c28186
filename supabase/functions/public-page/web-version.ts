/**
 * What an email's web version may do on a public address: show the sent HTML, its images, styles
 * and fonts, and follow a link the reader clicks. Nothing in it may redirect by itself, frame
 * another site, run, post or change the page's base: members write email HTML (custom blocks),
 * and /pages/{slug} must not become a phishing host.
 */

/** Elements removed with everything inside them. */
const WITH_CONTENT = ['script', 'iframe', 'object', 'frameset', 'noscript', 'textarea', 'select', 'template'];
/** Tags removed (their content, if any, stays as plain markup). */
const TAGS_ONLY = ['base', 'embed', 'frame', 'link', 'form', 'input', 'button', 'applet', 'portal'];

/** One tag as a browser reads it: quoted attribute values may hold `>`. */
const tag = (name: string) => new RegExp(`<\\/?${name}(?=[\\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>?`, 'gi');

export function webVersionSafeHtml(html: string): string {
  let safe = html;
  for (const name of WITH_CONTENT) {
    safe = safe.replace(new RegExp(`<${name}(?=[\\s/>])[\\s\\S]*?<\\/${name}\\s*>`, 'gi'), '');
    safe = safe.replace(tag(name), '');
  }
  for (const name of TAGS_ONLY) safe = safe.replace(tag(name), '');
  // <meta charset> and viewport stay; a <meta http-equiv> (refresh, a CSP of its own, cookies) goes.
  safe = safe.replace(tag('meta'), (meta) => (/http-equiv/i.test(meta) ? '' : meta));
  // Belt and braces: `http-equiv` means something only on <meta> (refresh, a CSP of its own,
  // cookies); whatever a crafted tag got past the patterns above, it can no longer say it.
  safe = safe.replace(/http-equiv/gi, 'data-removed');
  return safe;
}

/**
 * The web version's Content-Security-Policy: nothing loads or runs by default; images and fonts
 * over https (and from the project's own storage, which is http locally), inline styles; no
 * frames around it, no base, no form posts.
 */
export function webVersionPolicy(supabaseUrl: string): string {
  let storage = '';
  try {
    const origin = new URL(supabaseUrl).origin;
    if (origin.startsWith('http://')) storage = ` ${origin}`;
  } catch {
    // No project URL: https images only.
  }
  return `default-src 'none'; img-src https: data:${storage}; style-src 'unsafe-inline'; font-src https: data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
}
