/**
 * submit-lead (verify_jwt = false: visitors of public pages have no account). docs/leads.md.
 * - POST /submit-lead: a page's lead form, taken in by one intake (lead-intake.ts) and answered by
 *   one of two faces: a page for a browser without JavaScript (html-face.ts), JSON for the page's
 *   script or any client that sends or accepts JSON (json-face.ts).
 * - GET /submit-lead/confirm?token=…: the double opt-in page, a button that POSTs back here;
 *   POST confirms (`confirm_lead`), so link scanners that open links never confirm anyone.
 */

import { defaultFromAddress, emailSenderFromEnv } from '../_shared/email/send/resend-sender.ts';
import { confirmLinkPages, formPostPages } from './html-face.ts';
import { scriptPostAnswers } from './json-face.ts';
import { createLeadIntake, type LeadIntake, type LeadIntakeDeps } from './lead-intake.ts';
import { rateLimitsFromEnv } from './rate-limits.ts';
import { type SubmitLeadStore, serviceSubmitLeadStore } from './store.ts';
import { asksJson } from './submission.ts';

/** Deps, or how to make them at the first request (so a worker reads its env once). */
export function createSubmitLeadHandler(deps: LeadIntakeDeps | (() => LeadIntakeDeps)) {
  let resolved: LeadIntakeDeps | undefined;
  let intake: LeadIntake | undefined;
  const resolve = () => (resolved ??= typeof deps === 'function' ? deps() : deps);
  const lead = () => (intake ??= createLeadIntake(resolve()));
  const confirmLinks = confirmLinkPages(lead);
  const formPosts = formPostPages(lead, () => resolve().siteUrl);
  const scriptPosts = scriptPostAnswers(lead);
  return (request: Request): Promise<Response> => {
    if (/\/confirm\/?$/.test(new URL(request.url).pathname)) return confirmLinks(request);
    if (request.method === 'POST' && !asksJson(request)) return formPosts(request);
    return scriptPosts(request);
  };
}

export const handler = createSubmitLeadHandler(() => {
  const env = Deno.env.toObject();
  let store: SubmitLeadStore | undefined;
  return {
    store: () => (store ??= serviceSubmitLeadStore(env)),
    // Stays per call: an unconfigured sender throws, and that is answered where it is used.
    sender: () => emailSenderFromEnv(env),
    from: () => defaultFromAddress(env),
    siteUrl: env.SITE_URL ?? '',
    functionsUrl: `${(env.SUPABASE_URL ?? '').trim().replace(/\/+$/, '')}/functions/v1`,
    limits: rateLimitsFromEnv(env),
  };
});
