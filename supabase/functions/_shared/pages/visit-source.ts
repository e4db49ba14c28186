/**
 * Where a landing page's visit came from, as page analytics keep it for views (public-page) and
 * for leads (submit-lead): the one rule both apply, so a view and the lead it turns into count under
 * the same source. docs/public-pages.md "Analytics without trackers", docs/leads.md "The visit's source".
 */

/** Stored when nothing says where the visit came from. */
export const DIRECT = 'direct';

/**
 * The one cleaning rule for a source, whoever sent it (a link's utm_source, a referrer's host, a
 * form field the visitor's browser filled): lower case, `www.` dropped, every run of anything but
 * `[a-z0-9._-]` as one `-`, no `-` at either end, at most 100 characters; `direct` when nothing is
 * left. What comes out always passes the database's check (`^[a-z0-9._-]{1,100}$` on page_events,
 * leads and page_activity), so no value a visitor sends can fail an insert or carry markup.
 */
export function cleanSource(value: string | null | undefined): string {
  const cleaned = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
  return cleaned || DIRECT;
}

/** The address's `utm_source` as its link says it (decoded, not cleaned); '' when it has none or is no URL. */
export function utmSourceOf(address: string | null | undefined): string {
  if (!address) return '';
  try {
    return new URL(address).searchParams.get('utm_source') ?? '';
  } catch {
    return '';
  }
}
