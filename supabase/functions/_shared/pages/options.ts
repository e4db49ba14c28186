import type { Locale, Mood, Palette } from '../content/brief.ts';

export interface PageSender {
  organizationName: string;
  logoUrl: string | null;
  postalAddress: string;
}

export interface RenderPageOptions {
  palette: Palette;
  mood: Mood;
  locale: Locale;
  sender: PageSender;
  /** The submit-lead URL the lead form posts to. */
  formAction: string;
  /** Sent back in a hidden field so submit-lead knows which page a lead came from. */
  pageId: string;
  /** Forms accept leads only while the page's subscription is active. */
  leadFormActive: boolean;
  /** Absolute URL of the public page, for the canonical link and og:url. */
  canonicalUrl?: string;
  /**
   * After a no-JavaScript submission (submit-lead's 303 to `?lead=submitted` or `?lead=confirm`):
   * the success message, or "check your email to confirm" for double opt-in, where the form was.
   */
  leadSubmitted?: boolean | 'confirm';
  /** Where the enhance script sends its form-start beacon (the public-page function's events URL). */
  eventsUrl?: string;
  /** The editor's live preview: not indexed, no script, sections tagged with their index. */
  preview?: boolean;
  /** The marketing site's live demo: the form says it is a demo instead of refusing. */
  demo?: boolean;
}

/** Field names of the lead form, shared with the submit-lead function. */
export const LEAD_FIELD_NAMES = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  pageId: 'page_id',
  locale: 'locale',
  /**
   * Where the visit came from: empty in the HTML (the same for every visitor, so a page can be a
   * static file); the enhance script fills it with the page address's utm_source, else the
   * referrer's host unless it is the page's own. submit-lead cleans it (visit-source.ts).
   */
  source: 'source',
  /** The honeypot: humans never see it, so a value means a bot. */
  honeypot: 'website',
} as const;
