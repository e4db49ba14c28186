/**
 * The small pages submit-lead answers browsers without JavaScript, and the double opt-in
 * confirmation pages: one card, the page's language, readable at any width.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { escapeHtml } from '../_shared/escape.ts';
import type { LeadField, LeadFieldProblem } from '../_shared/leads/lead-input.ts';
import { LEAD_TEXT } from '../_shared/leads/lead-text.ts';

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
  ul { padding-left: 20px; margin: 0 0 20px; }
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

function layout(locale: Locale, title: string, body: string) {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const warning = (locale: Locale, title: string, body: string, back?: string) =>
  layout(
    locale,
    title,
    `<div class="mark warn" aria-hidden="true">!</div>
<h1>${escapeHtml(title)}</h1>
${body}${back ? `\n<a class="button" href="${escapeHtml(back)}">${escapeHtml(LEAD_TEXT[locale].backToForm)}</a>` : ''}`,
  );

/** A form sent without JavaScript that the browser's own checks let through: what to fix. */
export function invalidPage(
  locale: Locale,
  problems: Partial<Record<LeadField, LeadFieldProblem>>,
  back: string,
) {
  const text = LEAD_TEXT[locale];
  const items = Object.entries(problems)
    .map(([field, problem]) => `<li>${escapeHtml(text.problem(field as LeadField, problem))}</li>`)
    .join('\n');
  return warning(
    locale,
    text.invalidTitle,
    `<p>${escapeHtml(text.invalidIntro)}</p>\n<ul>\n${items}\n</ul>`,
    back,
  );
}

export function rateLimitedPage(locale: Locale, back?: string) {
  const text = LEAD_TEXT[locale];
  return warning(locale, text.rateLimitedTitle, `<p>${escapeHtml(text.rateLimitedBody)}</p>`, back);
}

export function closedPage(locale: Locale, back?: string) {
  const text = LEAD_TEXT[locale];
  return warning(locale, text.closedTitle, `<p>${escapeHtml(text.closedBody)}</p>`, back);
}

export function unknownPagePage(locale: Locale) {
  const text = LEAD_TEXT[locale];
  return warning(locale, text.unknownPageTitle, `<p>${escapeHtml(text.unknownPageBody)}</p>`);
}

/** The confirmation link's page: a button that POSTs, so link scanners never confirm anyone. */
export function confirmPage(locale: Locale, email: string, sender: string, action: string) {
  const text = LEAD_TEXT[locale];
  return layout(
    locale,
    text.confirmTitle,
    `<h1>${escapeHtml(text.confirmHeading(sender))}</h1>
<p>${escapeHtml(text.confirmBody(email, sender))}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(text.confirmButton)}</button>
</form>`,
  );
}

export function confirmedPage(locale: Locale, email: string, sender: string) {
  const text = LEAD_TEXT[locale];
  return layout(
    locale,
    text.confirmedTitle,
    `<div class="mark ok" aria-hidden="true">✓</div>
<h1>${escapeHtml(text.confirmedTitle)}</h1>
<p>${escapeHtml(text.confirmedBody(email, sender))}</p>`,
  );
}

export function badLinkPage(locale: Locale) {
  const text = LEAD_TEXT[locale];
  return warning(locale, text.badLinkTitle, `<p>${escapeHtml(text.badLinkBody)}</p>`);
}
