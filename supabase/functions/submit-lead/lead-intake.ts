/**
 * What happens to a lead form's submission, whoever answers it (html-face.ts for a browser without
 * JavaScript, json-face.ts for the page's script): the page looked up, the honeypot, the visitor's,
 * the page's and the address's rate limits, the fields checked, the lead stored, the confirmation
 * and notification emails. It says what happened as an outcome; the faces word it.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { secondsLeftInWindow } from '../_shared/db/rate-limit.ts';
import type { EmailSender } from '../_shared/email/send/sender.ts';
import { isUuid } from '../_shared/ids.ts';
import {
  checkLead,
  type LeadField,
  type LeadFieldProblem,
  type LeadValues,
} from '../_shared/leads/lead-input.ts';
import { LEAD_FIELD_NAMES } from '../_shared/pages/options.ts';
import { confirmationEmail, notificationEmail } from './emails.ts';
import type { RateLimit, RateLimits } from './rate-limits.ts';
import type { LeadPage, StoredLead, SubmitLeadStore } from './store.ts';

export interface LeadIntakeDeps {
  store: () => SubmitLeadStore;
  sender: () => EmailSender;
  /** The product's sender address (RESEND_FROM or the local outbox's). */
  from: () => string;
  /** The app and public pages' origin (SITE_URL). */
  siteUrl: string;
  /** The functions' public base, `<SUPABASE_URL>/functions/v1`. */
  functionsUrl: string;
  limits: RateLimits;
  now?: () => number;
}

/** A submission as it arrived: its fields (null when the body was unreadable) and who sent it. */
export interface Submission {
  fields: Record<string, string> | null;
  /** The visitor's address as the proxy reports it (client-address.ts), null where none does. */
  visitor: string | null;
  /** The language the form asked for; else the page's workspace's. */
  locale: Locale | null;
  /** Where no page says one: the browser's. */
  fallbackLocale: Locale;
  /** Where the visit came from, cleaned (`direct`, a host or a utm_source): stored with the lead. */
  source: string;
}

/** What became of it. Every outcome but the first two names the page and its language. */
export type LeadOutcome =
  | { kind: 'invalid_request'; locale: Locale }
  | { kind: 'page_not_found'; locale: Locale }
  | { kind: 'form_closed'; locale: Locale; page: LeadPage }
  | { kind: 'rate_limited'; locale: Locale; page: LeadPage; retryAfterSeconds: number }
  | {
      kind: 'invalid_fields';
      locale: Locale;
      page: LeadPage;
      problems: Partial<Record<LeadField, LeadFieldProblem>>;
    }
  | { kind: 'accepted'; locale: Locale; page: LeadPage; pending: boolean };

const ALL_FIELDS: LeadField[] = ['firstName', 'lastName', 'email', 'phone'];

/** The page's public address on the site (the faces send the visitor back to it). */
export const leadPageUrl = (siteUrl: string, page: LeadPage) => {
  const site = siteUrl.replace(/\/+$/, '');
  return page.slug ? `${site}/pages/${encodeURIComponent(page.slug)}` : `${site}/`;
};

export function createLeadIntake(deps: LeadIntakeDeps) {
  const now = deps.now ?? Date.now;
  const site = deps.siteUrl.replace(/\/+$/, '');

  /** Counts one hit; the seconds to wait when over the limit, else null. */
  async function overLimit(store: SubmitLeadStore, bucket: string, key: string, limit: RateLimit) {
    if (await store.hit(bucket, key, limit.max, limit.windowSeconds)) return null;
    return secondsLeftInWindow(limit.windowSeconds, now());
  }

  async function submit({
    fields,
    visitor,
    locale: given,
    fallbackLocale,
    source,
  }: Submission): Promise<LeadOutcome> {
    const pageId = fields?.[LEAD_FIELD_NAMES.pageId]?.trim() ?? '';
    if (!fields || !isUuid(pageId)) return { kind: 'invalid_request', locale: fallbackLocale };
    const store = deps.store();
    const page = await store.loadPage(pageId.toLowerCase());
    if (!page) return { kind: 'page_not_found', locale: fallbackLocale };
    const locale = given ?? page.workspaceLocale;
    if (!page.live) return { kind: 'form_closed', locale, page };
    const limited = (retryAfterSeconds: number): LeadOutcome => ({
      kind: 'rate_limited',
      locale,
      page,
      retryAfterSeconds,
    });

    // A bot filled the field humans never see: it hears success, and nothing is kept.
    if ((fields[LEAD_FIELD_NAMES.honeypot] ?? '').trim() !== '') {
      return { kind: 'accepted', locale, page, pending: page.doubleOptIn };
    }
    const perClient = visitor ? await overLimit(store, 'lead:client', visitor, deps.limits.perClient) : null;
    if (perClient) return limited(perClient);
    const check = checkLead(
      {
        firstName: fields[LEAD_FIELD_NAMES.firstName],
        lastName: fields[LEAD_FIELD_NAMES.lastName],
        email: fields[LEAD_FIELD_NAMES.email],
        phone: fields[LEAD_FIELD_NAMES.phone],
      },
      page.fields.length > 0 ? page.fields : ALL_FIELDS,
      page.optionalFields,
    );
    if (!check.ok) return { kind: 'invalid_fields', locale, page, problems: check.problems };
    const lead = check.values;
    // Only submissions with valid fields count toward the page-wide limit: junk posts (no email,
    // bad fields) cannot use it up and shut the form for the next real visitor.
    const perPage = await overLimit(store, 'lead:page', page.id, deps.limits.perPage);
    if (perPage) return limited(perPage);
    const perAddress = await overLimit(store, 'lead:address', lead.email, deps.limits.perAddress);
    if (perAddress) return limited(perAddress);

    const saved = await store.saveLead(page, lead, source);
    if (!saved) return { kind: 'form_closed', locale, page };
    await sendEmails(page, lead, saved, locale);
    return { kind: 'accepted', locale, page, pending: saved.confirmToken !== null };
  }

  /** Emails never undo a stored lead: a failure is logged, and sending the form again resends the confirmation. */
  async function sendEmails(page: LeadPage, lead: LeadValues, saved: StoredLead, locale: Locale) {
    const sends: Promise<unknown>[] = [];
    const sender = deps.sender();
    if (saved.confirmToken) {
      const confirmUrl = `${deps.functionsUrl}/submit-lead/confirm?token=${saved.confirmToken}&lang=${locale}`;
      // A resend for a repeated sign-up gets its own key per hour; the first one is sent once.
      const key = saved.created
        ? `lead-confirm/${saved.id}`
        : `lead-confirm/${saved.id}/${Math.floor(now() / 3_600_000)}`;
      sends.push(
        sender.send(
          confirmationEmail({
            locale,
            from: deps.from(),
            replyTo: page.contactEmail,
            sender: page.senderName,
            pageName: page.title,
            lead,
            confirmUrl,
          }),
          { idempotencyKey: key },
        ),
      );
    }
    if (saved.created && page.contactEmail) {
      const leadsUrl = page.clientId
        ? `${site}/organizations/${page.workspaceId}/clients/${page.clientId}/leads`
        : `${site}/organizations/${page.workspaceId}/leads`;
      sends.push(
        sender.send(
          notificationEmail({
            locale: page.workspaceLocale,
            from: deps.from(),
            to: page.contactEmail,
            pageName: page.title,
            lead,
            pending: saved.confirmToken !== null,
            leadsUrl,
          }),
          { idempotencyKey: `lead-notify/${saved.id}` },
        ),
      );
    }
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') console.error('submit-lead: email not sent:', result.reason);
    }
  }

  return {
    submit,
    /** The lead waiting on this confirmation token; null when unknown or confirmed already. */
    pending: (token: string) => deps.store().findPending(token),
    /** `confirm_lead`: true when a lead was confirmed. */
    confirm: (token: string) => deps.store().confirm(token),
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
