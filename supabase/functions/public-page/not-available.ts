/** The neutral page a visitor sees for a page that is not live, or an address with no page. */

import type { Locale } from '../_shared/content/brief.ts';
import { escapeHtml } from '../_shared/escape.ts';
import { cardPage } from '../_shared/http/html-page.ts';
import { pageStrings } from '../_shared/pages/i18n/strings.ts';

export function notAvailablePage(locale: Locale): string {
  const text = pageStrings(locale);
  return cardPage(
    locale,
    text.notAvailableTitle,
    `<h1>${escapeHtml(text.notAvailableHeading)}</h1>
<p>${escapeHtml(text.notAvailableBody)}</p>`,
    'noindex, nofollow',
  );
}
