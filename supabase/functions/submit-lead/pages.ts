/**
 * The small pages submit-lead answers browsers without JavaScript, and the double opt-in
 * confirmation pages: one card, the page's language, readable at any width.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { escapeHtml } from '../_shared/escape.ts';
import { cardPage } from '../_shared/http/html-page.ts';
import type { LeadField, LeadFieldProblem } from '../_shared/leads/lead-input.ts';
import { LEAD_TEXT } from '../_shared/leads/lead-text.ts';

const warning = (locale: Locale, title: string, body: string, back?: string) =>
  cardPage(
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
  return cardPage(
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
  return cardPage(
    locale,
    text.confirmedTitle,
    `<div class="mark ok" aria-hidden="true">✓</div>
<h1>${escapeHtml(text.confirmedTitle)}</h1>
<p>${escapeHtml(text.confirmedBody(email, sender))}</p>`,
  );
}

/** Something on our side failed: the visitor's language, and nothing claims to have worked. */
export function failedPage(locale: Locale) {
  const text = LEAD_TEXT[locale];
  return warning(locale, text.failedTitle, `<p>${escapeHtml(text.failedBody)}</p>`);
}

export function badLinkPage(locale: Locale) {
  const text = LEAD_TEXT[locale];
  return warning(locale, text.badLinkTitle, `<p>${escapeHtml(text.badLinkBody)}</p>`);
}
