/**
 * submit-lead's JSON answers, to the page's script (or any client that sends or accepts JSON):
 * `{ status }`, or `{ error: { code, message, fields? } }` in the page's language, with CORS for
 * any origin (the form acts for no one, and pages live on custom domains too).
 */

import type { Locale } from '../_shared/content/brief.ts';
import { ANY_ORIGIN_CORS } from '../_shared/http/cors.ts';
import { json } from '../_shared/http/json.ts';
import { browserLocale } from '../_shared/http/locale.ts';
import type { LeadField } from '../_shared/leads/lead-input.ts';
import { LEAD_TEXT } from '../_shared/leads/lead-text.ts';
import { LEAD_FIELD_NAMES } from '../_shared/pages/options.ts';
import { REFUSAL_STATUS, type RefusalCode } from '../_shared/refusals/codes.ts';
import type { LeadIntake, LeadOutcome } from './lead-intake.ts';
import { readSubmission } from './submission.ts';

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  json(body, status, { ...ANY_ORIGIN_CORS, ...headers });

/** The catalog's code and status, with the sentence in the page's own words (leads/lead-text.ts). */
const refusal = (code: RefusalCode, message: string, headers?: Record<string, string>) =>
  answer({ error: { code, message } }, REFUSAL_STATUS[code], headers);

function answerOutcome(outcome: LeadOutcome): Response {
  const text = LEAD_TEXT[outcome.locale];
  switch (outcome.kind) {
    case 'invalid_request':
      return refusal('invalid_request', 'Send the form of a page: page_id is missing.');
    case 'page_not_found':
      return refusal('page_not_found', text.unknownPageBody);
    case 'form_closed':
      return refusal('form_closed', text.closedBody);
    case 'rate_limited':
      return refusal('rate_limited', text.rateLimitedBody, {
        'Retry-After': String(outcome.retryAfterSeconds),
      });
    case 'invalid_fields': {
      const fields = Object.fromEntries(
        Object.entries(outcome.problems).map(([field, problem]) => [
          LEAD_FIELD_NAMES[field as LeadField],
          text.problem(field as LeadField, problem),
        ]),
      );
      return answer(
        { error: { code: 'invalid_fields', message: text.invalidTitle, fields } },
        REFUSAL_STATUS.invalid_fields,
      );
    }
    case 'accepted':
      return answer({ status: outcome.pending ? 'pending_confirmation' : 'created' }, 200);
  }
}

/** A failure on our side, in the visitor's language (the page script shows the message as is). */
const failed = (locale: Locale) => refusal('unexpected', LEAD_TEXT[locale].failedBody);

/** POST /submit-lead from the page's script, its preflight, and the 405 for any other method. */
export const scriptPostAnswers =
  (intake: () => LeadIntake) =>
  async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: ANY_ORIGIN_CORS });
    if (request.method !== 'POST') {
      return new Response(null, { status: 405, headers: { ...ANY_ORIGIN_CORS, Allow: 'POST, OPTIONS' } });
    }
    let locale: Locale | undefined;
    try {
      const submission = await readSubmission(request);
      locale = submission.fallbackLocale;
      return answerOutcome(await intake().submit(submission));
    } catch (error) {
      console.error('submit-lead:', error);
      return failed(locale ?? browserLocale(request));
    }
  };
