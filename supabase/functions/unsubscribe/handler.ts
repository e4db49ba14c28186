/**
 * /unsubscribe?token=… (verify_jwt = false: people and mailbox providers arrive without a token).
 * - GET: a confirmation page in the workspace's language with a button that POSTs; it changes
 *   nothing, so link scanners and prefetchers never unsubscribe anyone. Already unsubscribed: the
 *   done page.
 * - POST with the body `List-Unsubscribe=One-Click` (RFC 8058, from the List-Unsubscribe-Post
 *   header): unsubscribes and answers 200 with no page.
 * - POST from the page's button: unsubscribes and shows the done page.
 * Unsubscribing is `unsubscribe(token)`, idempotent. A malformed or unknown token: a page saying the
 * link does not work (404), in the browser's language.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { serviceClient } from '../_shared/db/service-client.ts';
import { cardPageHeaders } from '../_shared/http/html-page.ts';
import { isUuid } from '../_shared/ids.ts';
import type { Env } from '../_shared/sending/config.ts';
import { confirmPage, donePage, failedPage, invalidPage } from './page.ts';

export interface UnsubscribeTarget {
  email: string;
  workspaceName: string;
  locale: Locale;
}

export interface UnsubscribeStore {
  /** Who the token is for, without changing anything; null when unknown. */
  lookup(token: string): Promise<(UnsubscribeTarget & { unsubscribed: boolean }) | null>;
  /** Suppresses the address for the workspace (idempotent); null when the token is unknown. */
  unsubscribe(token: string): Promise<UnsubscribeTarget | null>;
}

const page = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: cardPageHeaders({ formAction: true }),
  });

const plain = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const browserLocale = (request: Request): Locale =>
  /^es\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'es' : 'en';

export function createUnsubscribeHandler(deps: { store: () => UnsubscribeStore }) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'POST') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
    }
    const body = request.method === 'POST' ? await request.text() : '';
    const form = new URLSearchParams(body);
    const oneClick = form.get('List-Unsubscribe') === 'One-Click';
    const token = (url.searchParams.get('token') ?? form.get('token') ?? '').trim();

    if (!isUuid(token)) {
      return oneClick
        ? plain('Unknown unsubscribe link.', 404)
        : page(invalidPage(browserLocale(request)), 404);
    }
    const normalized = token.toLowerCase();
    try {
      if (request.method === 'GET') {
        const target = await deps.store().lookup(normalized);
        if (!target) return page(invalidPage(browserLocale(request)), 404);
        if (target.unsubscribed) return page(donePage(target.locale, target.email, target.workspaceName));
        // Relative to the page itself: the path the function sees differs from the public one when hosted.
        const action = `?token=${encodeURIComponent(normalized)}`;
        return page(confirmPage(target.locale, target.email, target.workspaceName, action));
      }
      const done = await deps.store().unsubscribe(normalized);
      if (oneClick) return done ? plain('Unsubscribed.') : plain('Unknown unsubscribe link.', 404);
      if (!done) return page(invalidPage(browserLocale(request)), 404);
      return page(donePage(done.locale, done.email, done.workspaceName));
    } catch (error) {
      console.error('unsubscribe:', error);
      return oneClick ? plain('Please try again later.', 503) : page(failedPage(browserLocale(request)), 503);
    }
  };
}

const asLocale = (value: unknown): Locale => (value === 'es' ? 'es' : 'en');

/** The recipient, workspace and suppression reads, and unsubscribe(token), with the service role. */
export function serviceUnsubscribeStore(env: Env): UnsubscribeStore {
  const client = serviceClient(env);
  return {
    async lookup(token) {
      const recipient = await client
        .from('recipients')
        .select('email, workspace_id')
        .eq('unsubscribe_token', token)
        .maybeSingle();
      if (recipient.error) throw new Error(`load recipient: ${recipient.error.message}`);
      if (!recipient.data) return null;
      const [workspace, suppression] = await Promise.all([
        client.from('workspaces').select('name, locale').eq('id', recipient.data.workspace_id).single(),
        client
          .from('suppressions')
          .select('id')
          .eq('workspace_id', recipient.data.workspace_id)
          .eq('email', recipient.data.email)
          .maybeSingle(),
      ]);
      if (workspace.error) throw new Error(`load workspace: ${workspace.error.message}`);
      if (suppression.error) throw new Error(`load suppression: ${suppression.error.message}`);
      return {
        email: recipient.data.email,
        workspaceName: workspace.data.name,
        locale: asLocale(workspace.data.locale),
        unsubscribed: Boolean(suppression.data),
      };
    },
    async unsubscribe(token) {
      const { data, error } = await client.rpc('unsubscribe', { token });
      if (error) throw new Error(`unsubscribe: ${error.code} ${error.message}`);
      const row = (data as { email: string; workspace_name: string; locale: string }[] | null)?.[0];
      return row
        ? { email: row.email, workspaceName: row.workspace_name, locale: asLocale(row.locale) }
        : null;
    },
  };
}

export const handler = (request: Request) => {
  const env = Deno.env.toObject();
  return createUnsubscribeHandler({ store: () => serviceUnsubscribeStore(env) })(request);
};
