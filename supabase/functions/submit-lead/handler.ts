/**
 * submit-lead (verify_jwt = false: visitors of public pages have no account). docs/leads.md.
 * - POST /submit-lead: a page's lead form. Urlencoded from a browser without JavaScript: stored,
 *   then 303 back to the page (`?lead=submitted` or `?lead=confirm`, at the form); refusals answer a
 *   small page in the page's language. With `Accept: application/json` (the page's script) or a
 *   JSON body: `{ status }` or `{ error: { code, message, fields? } }`.
 * - GET /submit-lead/confirm?token=…: the double opt-in page, a button that POSTs back here;
 *   POST confirms (`confirm_lead`), so link scanners that open links never confirm anyone.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { defaultFromAddress, emailSenderFromEnv } from '../_shared/email/send/resend-sender.ts';
import type { EmailSender } from '../_shared/email/send/sender.ts';
import { clientAddress } from '../_shared/http/client-address.ts';
import { cardPageHeaders } from '../_shared/http/html-page.ts';
import { isUuid } from '../_shared/ids.ts';
import { checkLead, type LeadField, type LeadValues } from '../_shared/leads/lead-input.ts';
import { LEAD_TEXT } from '../_shared/leads/lead-text.ts';
import { LEAD_FORM_ANCHOR } from '../_shared/pages/context.ts';
import { LEAD_FIELD_NAMES } from '../_shared/pages/options.ts';
import { confirmationEmail, notificationEmail } from './emails.ts';
import {
  badLinkPage,
  closedPage,
  confirmedPage,
  confirmPage,
  failedPage,
  invalidPage,
  rateLimitedPage,
  unknownPagePage,
} from './pages.ts';
import { type LeadPage, type StoredLead, type SubmitLeadStore, serviceSubmitLeadStore } from './store.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  perAddress: RateLimit;
  perPage: RateLimit;
  perClient: RateLimit;
}

export interface SubmitLeadDeps {
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

type Env = Readonly<Record<string, string | undefined>>;

const CONFIRM_TOKEN = /^[0-9a-f]{48}$/;
const MAX_BODY_BYTES = 16_384;
const ALL_FIELDS: LeadField[] = ['firstName', 'lastName', 'email', 'phone'];

const limitFromEnv = (env: Env, name: string, fallback: RateLimit): RateLimit => {
  const [max, windowSeconds] = (env[name] ?? '').split('/').map((part) => Number(part.trim()));
  return Number.isInteger(max) &&
    (max ?? -1) >= 0 &&
    Number.isInteger(windowSeconds) &&
    (windowSeconds ?? 0) > 0
    ? { max: max as number, windowSeconds: windowSeconds as number }
    : fallback;
};

/** Defaults, each overridable as `max/seconds` (e.g. LEAD_LIMIT_PER_PAGE=60/600). */
export function rateLimitsFromEnv(env: Env): RateLimits {
  return {
    perAddress: limitFromEnv(env, 'LEAD_LIMIT_PER_ADDRESS', { max: 5, windowSeconds: 3600 }),
    perPage: limitFromEnv(env, 'LEAD_LIMIT_PER_PAGE', { max: 60, windowSeconds: 600 }),
    perClient: limitFromEnv(env, 'LEAD_LIMIT_PER_CLIENT', { max: 20, windowSeconds: 600 }),
  };
}

/** Any origin may post: the form acts for no one, and pages live on custom domains too. */
const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'accept, content-type',
  'Access-Control-Max-Age': '86400',
};

const html = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { ...headers, ...cardPageHeaders({ formAction: true }) },
  });

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...CORS, ...headers, 'Cache-Control': 'no-store' } });

/** The page's script (or any JSON client) sent it: it gets JSON, a browser without JavaScript a page. */
const asksJson = (request: Request) =>
  /application\/json/i.test(request.headers.get('content-type') ?? '') ||
  /application\/json/i.test(request.headers.get('accept') ?? '');

/** A failure on our side, in the visitor's language (the page script shows the message as is). */
const failed = (request: Request, locale: Locale) =>
  asksJson(request)
    ? json({ error: { code: 'internal_error', message: LEAD_TEXT[locale].failedBody } }, 503)
    : html(failedPage(locale), 503);

const asLocale = (value: unknown): Locale | null => (value === 'es' || value === 'en' ? value : null);

const browserLocale = (request: Request): Locale =>
  /^es\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'es' : 'en';

async function readFields(request: Request, isJson: boolean): Promise<Record<string, string> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return null;
  if (isJson) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      return Object.fromEntries(
        Object.entries(parsed).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
      );
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function createSubmitLeadHandler(deps: SubmitLeadDeps) {
  const now = deps.now ?? Date.now;
  const site = deps.siteUrl.replace(/\/+$/, '');
  const pageUrl = (page: LeadPage) =>
    page.slug ? `${site}/pages/${encodeURIComponent(page.slug)}` : `${site}/`;
  const retryAfter = (limit: RateLimit) =>
    String(limit.windowSeconds - (Math.floor(now() / 1000) % limit.windowSeconds));

  async function submit(request: Request): Promise<Response> {
    const bodyIsJson = /application\/json/i.test(request.headers.get('content-type') ?? '');
    const fields = await readFields(request, bodyIsJson);
    const given = asLocale(fields?.[LEAD_FIELD_NAMES.locale]);
    const fallbackLocale = given ?? browserLocale(request);
    try {
      return await submitFields(request, fields, given, fallbackLocale);
    } catch (error) {
      console.error('submit-lead:', error);
      return failed(request, fallbackLocale);
    }
  }

  async function submitFields(
    request: Request,
    fields: Record<string, string> | null,
    given: Locale | null,
    fallbackLocale: Locale,
  ): Promise<Response> {
    const wantsJson = asksJson(request);
    const pageId = fields?.[LEAD_FIELD_NAMES.pageId]?.trim() ?? '';
    if (!fields || !isUuid(pageId)) {
      return wantsJson
        ? json(
            { error: { code: 'invalid_request', message: 'Send the form of a page: page_id is missing.' } },
            400,
          )
        : html(unknownPagePage(fallbackLocale), 400);
    }
    const store = deps.store();
    const page = await store.loadPage(pageId.toLowerCase());
    if (!page) {
      return wantsJson
        ? json({ error: { code: 'page_not_found', message: LEAD_TEXT[fallbackLocale].unknownPageBody } }, 404)
        : html(unknownPagePage(fallbackLocale), 404);
    }
    const locale = given ?? page.workspaceLocale;
    const text = LEAD_TEXT[locale];
    const back = `${pageUrl(page)}#${LEAD_FORM_ANCHOR}`;
    if (!page.live) {
      return wantsJson
        ? json({ error: { code: 'form_closed', message: text.closedBody } }, 403)
        : html(closedPage(locale, pageUrl(page)), 403);
    }

    const accepted = (pending: boolean) =>
      wantsJson
        ? json({ status: pending ? 'pending_confirmation' : 'created' }, 200)
        : new Response(null, {
            status: 303,
            headers: {
              Location: `${pageUrl(page)}?lead=${pending ? 'confirm' : 'submitted'}#${LEAD_FORM_ANCHOR}`,
              'Cache-Control': 'no-store',
            },
          });
    const limited = (limit: RateLimit) =>
      wantsJson
        ? json({ error: { code: 'rate_limited', message: text.rateLimitedBody } }, 429, {
            'Retry-After': retryAfter(limit),
          })
        : html(rateLimitedPage(locale, back), 429, { 'Retry-After': retryAfter(limit) });

    // A bot filled the field humans never see: it hears success, and nothing is kept.
    if ((fields[LEAD_FIELD_NAMES.honeypot] ?? '').trim() !== '') return accepted(page.doubleOptIn);

    const visitor = clientAddress(request);
    if (
      visitor &&
      !(await store.hit(
        'lead:client',
        visitor,
        deps.limits.perClient.max,
        deps.limits.perClient.windowSeconds,
      ))
    ) {
      return limited(deps.limits.perClient);
    }
    const asked = page.fields.length > 0 ? page.fields : ALL_FIELDS;
    const check = checkLead(
      {
        firstName: fields[LEAD_FIELD_NAMES.firstName],
        lastName: fields[LEAD_FIELD_NAMES.lastName],
        email: fields[LEAD_FIELD_NAMES.email],
        phone: fields[LEAD_FIELD_NAMES.phone],
      },
      asked,
    );
    if (!check.ok) {
      if (!wantsJson) return html(invalidPage(locale, check.problems, back), 422);
      const byName = Object.fromEntries(
        Object.entries(check.problems).map(([field, problem]) => [
          LEAD_FIELD_NAMES[field as LeadField],
          text.problem(field as LeadField, problem),
        ]),
      );
      return json({ error: { code: 'invalid_fields', message: text.invalidTitle, fields: byName } }, 422);
    }
    const lead = check.values;
    // Only submissions with valid fields count toward the page-wide limit: junk posts (no email,
    // bad fields) cannot use it up and shut the form for the next real visitor.
    if (
      !(await store.hit('lead:page', page.id, deps.limits.perPage.max, deps.limits.perPage.windowSeconds))
    ) {
      return limited(deps.limits.perPage);
    }
    if (
      !(await store.hit(
        'lead:address',
        lead.email,
        deps.limits.perAddress.max,
        deps.limits.perAddress.windowSeconds,
      ))
    ) {
      return limited(deps.limits.perAddress);
    }

    const saved = await store.saveLead(page, lead);
    if (!saved) {
      return wantsJson
        ? json({ error: { code: 'form_closed', message: text.closedBody } }, 403)
        : html(closedPage(locale, pageUrl(page)), 403);
    }
    const pending = saved.confirmToken !== null;
    await sendEmails(page, lead, saved, locale);
    return accepted(pending);
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

  async function confirm(request: Request, url: URL): Promise<Response> {
    const locale = asLocale(url.searchParams.get('lang')) ?? browserLocale(request);
    const token = (url.searchParams.get('token') ?? '').trim().toLowerCase();
    if (!CONFIRM_TOKEN.test(token)) return html(badLinkPage(locale), 404);
    const store = deps.store();
    const pending = await store.findPending(token);
    if (!pending) return html(badLinkPage(locale), 404);
    if (request.method === 'GET') {
      const action = `?token=${token}&lang=${locale}`;
      return html(confirmPage(locale, pending.email, pending.senderName, action), 200);
    }
    if (!(await store.confirm(token))) return html(badLinkPage(locale), 404);
    return html(confirmedPage(locale, pending.email, pending.senderName), 200);
  }

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const isConfirm = /\/confirm\/?$/.test(url.pathname);
    try {
      if (isConfirm) {
        if (request.method !== 'GET' && request.method !== 'POST') {
          return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
        }
        return await confirm(request, url);
      }
      if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
      if (request.method !== 'POST') {
        return new Response(null, { status: 405, headers: { ...CORS, Allow: 'POST, OPTIONS' } });
      }
      return await submit(request);
    } catch (error) {
      console.error('submit-lead:', error);
      return failed(request, asLocale(url.searchParams.get('lang')) ?? browserLocale(request));
    }
  };
}

let deployed: ((request: Request) => Promise<Response>) | undefined;

/** Built at the first request and kept for the worker's life: one read of the env, one client. */
export const handler = (request: Request) => {
  deployed ??= (() => {
    const env = Deno.env.toObject();
    let store: SubmitLeadStore | undefined;
    return createSubmitLeadHandler({
      store: () => (store ??= serviceSubmitLeadStore(env)),
      // Stays per call: an unconfigured sender throws, and that is answered where it is used.
      sender: () => emailSenderFromEnv(env),
      from: () => defaultFromAddress(env),
      siteUrl: env.SITE_URL ?? '',
      functionsUrl: `${(env.SUPABASE_URL ?? '').trim().replace(/\/+$/, '')}/functions/v1`,
      limits: rateLimitsFromEnv(env),
    });
  })();
  return deployed(request);
};
