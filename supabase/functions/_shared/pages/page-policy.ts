/**
 * The Content-Security-Policy of a public landing page, wherever it is served from: the public-page
 * function, or the hosting's rewrite in front of its static copy (static-rewrite.ts). Only the
 * enhancement script's hash runs; inline styles, images anywhere; beacons and the lead form go to
 * the Supabase origin, and to the page's own ('self': browsers apply form-action to submit-lead's
 * redirect back to the page's ?lead=submitted, so a form sent with JavaScript off needs it).
 */

import { LEAD_FORM_SCRIPT } from './enhance-script.ts';

const scriptHash = crypto.subtle
  .digest('SHA-256', new TextEncoder().encode(LEAD_FORM_SCRIPT))
  .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);

export async function landingPagePolicy(supabaseUrl: string): Promise<string> {
  const formOrigin = new URL(supabaseUrl).origin;
  return `default-src 'none'; script-src ${await scriptHash}; style-src 'unsafe-inline'; img-src * data:; connect-src 'self' ${formOrigin}; form-action ${formOrigin} 'self'; base-uri 'none'; frame-ancestors 'none'`;
}
