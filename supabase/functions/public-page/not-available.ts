/** The neutral page a visitor sees for a page that is not live, or an address with no page. */

import type { Locale } from '../_shared/content/brief.ts';
import { escapeHtml } from '../_shared/escape.ts';
import { pageStrings } from '../_shared/pages/i18n/strings.ts';

const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;background:#f4f5f7;color:#1f2328;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}main{max-width:460px;background:#fff;border:1px solid #dde1e6;border-radius:12px;padding:32px 28px}h1{font-size:1.375rem;line-height:1.3;margin:0 0 12px}p{margin:0}';

export function notAvailablePage(locale: Locale): string {
  const text = pageStrings(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(text.notAvailableTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.notAvailableHeading)}</h1>
<p>${escapeHtml(text.notAvailableBody)}</p>
</main>
</body>
</html>
`;
}
