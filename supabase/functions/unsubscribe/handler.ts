/**
 * /unsubscribe?token=… (verify_jwt = false: people and mailbox providers arrive without a token),
 * on the HTML page frame (_shared/http/html-page.ts).
 * - GET: a confirmation page in the workspace's language with a button that POSTs; it changes
 *   nothing, so link scanners and prefetchers never unsubscribe anyone. Already unsubscribed: the
 *   done page.
 * - POST with the body `List-Unsubscribe=One-Click` (RFC 8058, from the List-Unsubscribe-Post
 *   header): unsubscribes and answers 200 in plain text, for the mailbox provider.
 * - POST from the page's button: unsubscribes and shows the done page.
 * Unsubscribing is `unsubscribe(token)`, idempotent. A malformed or unknown token: a page saying the
 * link does not work (404), in the browser's language.
 */

import { htmlPage, htmlPageEndpoint } from '../_shared/http/html-page.ts';
import { isUuid } from '../_shared/ids.ts';
import { confirmPage, donePage, failedPage, invalidPage } from './page.ts';
import { serviceUnsubscribeStore, type UnsubscribeStore } from './store.ts';

export interface UnsubscribeDeps {
  store: () => UnsubscribeStore;
}

/** The confirmation button posts back here. */
const page = (body: string, status = 200) => htmlPage(body, status, { formAction: true });

const plain = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The mailbox provider's one-click POST: plain text, a failure of ours included. */
async function oneClick(store: UnsubscribeStore, token: string): Promise<Response> {
  try {
    return (await store.unsubscribe(token))
      ? plain('Unsubscribed.')
      : plain('Unknown unsubscribe link.', 404);
  } catch (error) {
    console.error('unsubscribe:', error);
    return plain('Please try again later.', 503);
  }
}

export const createUnsubscribeHandler = (deps: UnsubscribeDeps | (() => UnsubscribeDeps)) =>
  htmlPageEndpoint({
    name: 'unsubscribe',
    methods: ['GET', 'POST'],
    deps,
    failed: (locale) => page(failedPage(locale), 503),
    async run(request, { store }, { locale }, url) {
      const form = new URLSearchParams(request.method === 'POST' ? await request.text() : '');
      const isOneClick = form.get('List-Unsubscribe') === 'One-Click';
      const token = (url.searchParams.get('token') ?? form.get('token') ?? '').trim();
      if (!isUuid(token)) {
        return isOneClick ? plain('Unknown unsubscribe link.', 404) : page(invalidPage(locale), 404);
      }
      const normalized = token.toLowerCase();
      if (isOneClick) return oneClick(store(), normalized);
      if (request.method === 'GET') {
        const target = await store().lookup(normalized);
        if (!target) return page(invalidPage(locale), 404);
        if (target.unsubscribed) return page(donePage(target.locale, target.email, target.workspaceName));
        // Relative to the page itself: the path the function sees differs from the public one when hosted.
        const action = `?token=${encodeURIComponent(normalized)}`;
        return page(confirmPage(target.locale, target.email, target.workspaceName, action));
      }
      const done = await store().unsubscribe(normalized);
      if (!done) return page(invalidPage(locale), 404);
      return page(donePage(done.locale, done.email, done.workspaceName));
    },
  });

export const handler = createUnsubscribeHandler(() => {
  const env = Deno.env.toObject();
  let store: UnsubscribeStore | undefined;
  return { store: () => (store ??= serviceUnsubscribeStore(env)) };
});
