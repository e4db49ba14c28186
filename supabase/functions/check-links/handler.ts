/**
 * POST /check-links (verify_jwt = false, see config.toml): `{ campaignId, locale? }` →
 * `{ links: [{ url, ok, status?, reason? }], truncated }` for every distinct http(s) link of the
 * campaign's HTML (at most 40; `truncated` says there were more), for the pre-send checklist. The
 * HTML is read with the caller's token, so RLS decides whose campaign it is (PostgREST refuses a
 * forged or expired token: 401). Each link is checked by `links.ts`, never into private networks,
 * and only its status comes back. Refusals (the catalog's, `{ error: { code, message } }` in the
 * caller's language): invalid_request, unauthorized, campaign_not_found, method_not_allowed, unexpected.
 */

import { messageEndpoint, uuidField } from '../_shared/http/message-endpoint.ts';
import { unwrapAsCaller, userClient } from '../_shared/http/user-client.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import { type CheckOptions, checkLinks, extractLinks } from './links.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface CheckLinksDeps {
  env: Env;
  /** The campaign's HTML read as the caller ('' when it has none); null when they cannot see it. */
  readHtml: (authorization: string, campaignId: string) => Promise<string | null>;
  /** How links are fetched; tests pass a local server's allowance here, never the deployment. */
  options?: CheckOptions;
}

export function createCheckLinksHandler(deps: CheckLinksDeps | (() => CheckLinksDeps)) {
  return messageEndpoint({
    name: 'check-links',
    deps,
    async run(resolved, caller, body) {
      const campaignId = uuidField(body, 'campaignId');
      const html = await resolved.readHtml(caller.authorization, campaignId);
      if (html === null) throw new Refusal('campaign_not_found');
      const { links, truncated } = extractLinks(html);
      return { links: await checkLinks(links, resolved.options), truncated };
    },
  });
}

/** The campaign's current HTML through PostgREST with the caller's token (RLS decides). */
export function readHtmlAsCaller(env: Env) {
  return async (authorization: string, campaignId: string): Promise<string | null> => {
    const client = userClient(authorization, env);
    const row = unwrapAsCaller(
      await client.from('campaigns').select('html').eq('id', campaignId).maybeSingle(),
      'load campaign html',
    ) as { html: string | null } | null;
    return row ? (row.html ?? '') : null;
  };
}

export const handler = createCheckLinksHandler(() => {
  const env = Deno.env.toObject();
  return { env, readHtml: readHtmlAsCaller(env) };
});
