/**
 * submit-lead's pages, on the HTML page frame: a form posted by a browser without JavaScript goes
 * back to the page (303 to `?lead=submitted` or `?lead=confirm`, at the form) or sees a page saying
 * what to fix; the double opt-in link's pages (GET shows a button that POSTs back, so link
 * scanners that open links never confirm anyone).
 */

import type { Locale } from '../_shared/content/brief.ts';
import { htmlPage, htmlPageEndpoint, seeOther } from '../_shared/http/html-page.ts';
import { asLocale, browserLocale } from '../_shared/http/locale.ts';
import { LEAD_FORM_ANCHOR } from '../_shared/pages/context.ts';
import { REFUSAL_STATUS } from '../_shared/refusals/codes.ts';
import { type LeadIntake, type LeadOutcome, leadPageUrl } from './lead-intake.ts';
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
import { readSubmission } from './submission.ts';

const CONFIRM_TOKEN = /^[0-9a-f]{48}$/;

/** Every page here may post back: the confirmation button, the form again. */
const page = (body: string, status: number, headers?: Record<string, string>) =>
  htmlPage(body, status, { formAction: true, headers });

const failed = (locale: Locale) => page(failedPage(locale), REFUSAL_STATUS.unexpected);

function answer(outcome: LeadOutcome, siteUrl: string): Response {
  const { locale } = outcome;
  if (outcome.kind === 'invalid_request')
    return page(unknownPagePage(locale), REFUSAL_STATUS.invalid_request);
  if (outcome.kind === 'page_not_found') return page(unknownPagePage(locale), REFUSAL_STATUS.page_not_found);
  const pageUrl = leadPageUrl(siteUrl, outcome.page);
  const back = `${pageUrl}#${LEAD_FORM_ANCHOR}`;
  switch (outcome.kind) {
    case 'form_closed':
      return page(closedPage(locale, pageUrl), REFUSAL_STATUS.form_closed);
    case 'rate_limited':
      return page(rateLimitedPage(locale, back), REFUSAL_STATUS.rate_limited, {
        'Retry-After': String(outcome.retryAfterSeconds),
      });
    case 'invalid_fields':
      return page(invalidPage(locale, outcome.problems, back), REFUSAL_STATUS.invalid_fields);
    case 'accepted':
      return seeOther(`${pageUrl}?lead=${outcome.pending ? 'confirm' : 'submitted'}#${LEAD_FORM_ANCHOR}`);
  }
}

/** POST of the page's form from a browser without JavaScript. */
export const formPostPages = (intake: () => LeadIntake, siteUrl: () => string) =>
  htmlPageEndpoint({
    name: 'submit-lead',
    methods: ['POST'],
    deps: intake,
    failed,
    async run(request, lead, visitor) {
      const submission = await readSubmission(request);
      visitor.locale = submission.fallbackLocale;
      return answer(await lead.submit(submission), siteUrl());
    },
  });

/** GET and POST /submit-lead/confirm?token=…&lang=…: the double opt-in link. */
export const confirmLinkPages = (intake: () => LeadIntake) =>
  htmlPageEndpoint({
    name: 'submit-lead',
    methods: ['GET', 'POST'],
    deps: intake,
    locale: (request, url) => asLocale(url.searchParams.get('lang')) ?? browserLocale(request),
    failed,
    async run(request, lead, { locale }, url) {
      const token = (url.searchParams.get('token') ?? '').trim().toLowerCase();
      if (!CONFIRM_TOKEN.test(token)) return page(badLinkPage(locale), 404);
      const pending = await lead.pending(token);
      if (!pending) return page(badLinkPage(locale), 404);
      if (request.method === 'GET') {
        const action = `?token=${token}&lang=${locale}`;
        return page(confirmPage(locale, pending.email, pending.senderName, action), 200);
      }
      if (!(await lead.confirm(token))) return page(badLinkPage(locale), 404);
      return page(confirmedPage(locale, pending.email, pending.senderName), 200);
    },
  });
