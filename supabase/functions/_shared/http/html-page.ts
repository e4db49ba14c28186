/**
 * The small server-rendered pages the functions answer browsers with (lead confirmation and
 * no-JavaScript answers, unsubscribe, a page that is not available): one card in the page's
 * language, readable at any width, styles inline so the strict CSP below allows them.
 */

import type { Locale } from '../content/brief.ts';
import { escapeHtml } from '../escape.ts';

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    padding: 24px 16px; background: #f4f5f7; color: #1f2328;
    font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 480px; background: #fff; border: 1px solid #dde1e6;
    border-radius: 12px; padding: 32px 28px; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
  h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 12px; overflow-wrap: anywhere; }
  p, li { margin: 0 0 12px; overflow-wrap: anywhere; }
  p:last-child { margin-bottom: 0; }
  ul { padding-left: 20px; margin: 0 0 20px; }
  .note { color: #57606a; font-size: .9375rem; }
  form { margin-top: 20px; }
  button, .button { display: block; width: 100%; min-height: 44px; border: 0; border-radius: 8px;
    background: #1c5fd4; color: #fff; font: inherit; font-weight: 600; cursor: pointer;
    padding: 10px 16px; text-align: center; text-decoration: none; }
  button:hover, .button:hover { background: #174fb0; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #1c5fd4; outline-offset: 3px; }
  .mark { width: 44px; height: 44px; border-radius: 50%; display: flex; align-items: center;
    justify-content: center; margin-bottom: 16px; font-size: 22px; font-weight: 700; }
  .ok { background: #e6f4ea; color: #1e7b34; }
  .warn { background: #fff4e5; color: #9a5b00; }
`;

/** The whole document around `body` (already escaped HTML); `title` is escaped here. */
export function cardPage(locale: Locale, title: string, body: string, robots = 'noindex'): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${robots}">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * Headers for such a page: never cached or indexed, nothing loads but its inline styles. Forms
 * may post back to the same origin only when `formAction` says so.
 */
export function cardPageHeaders(options: { formAction: boolean }): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'${options.formAction ? "; form-action 'self'" : ''}`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
  };
}
