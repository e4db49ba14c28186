/**
 * POST /render-pages (verify_jwt = false, so pg_cron and the local scheduler can call it with a
 * plain secret): only for `Authorization: Bearer <secret key or service role key>`; anyone else
 * gets 401. Sweeps the pages whose subscription ran out by the clock into the queue
 * (sweep_lapsed_pages), then renders or removes every queued page's static copy
 * (render.ts, docs/public-pages.md "Static copies") and answers `{ swept, rendered, removed, failed }`.
 */

import { serviceClient } from '../_shared/db/service-client.ts';
import type { Env } from '../_shared/env.ts';
import { json } from '../_shared/http/json.ts';
import { isServiceCaller } from '../_shared/http/service-caller.ts';
import { REFUSAL_STATUS, type RefusalCode } from '../_shared/refusals/codes.ts';
import { type PageUrls, pageUrlsFromEnv } from '../public-page/documents.ts';
import { type PublicPageStore, servicePublicPageStore } from '../public-page/store.ts';
import { renderQueuedPages } from './render.ts';
import { type StaticPageStore, serviceStaticPageStore } from './static-store.ts';

export interface RenderPagesHandlerDeps {
  env: Env;
  urls: PageUrls;
  pages: () => PublicPageStore;
  copies: () => StaticPageStore;
  /** sweep_lapsed_pages: how many pages it queued. */
  sweep: () => Promise<number>;
}

const refusal = (code: RefusalCode, message: string) =>
  json({ error: { code, message } }, REFUSAL_STATUS[code]);

export function createRenderPagesHandler(deps: RenderPagesHandlerDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return refusal('method_not_allowed', 'Use POST.');
    if (!isServiceCaller(request, deps.env)) {
      return refusal('unauthorized', 'Only the service role may render static pages.');
    }
    await request.body?.cancel();
    try {
      const swept = await deps.sweep();
      const summary = await renderQueuedPages({
        urls: deps.urls,
        pages: deps.pages(),
        copies: deps.copies(),
      });
      return json({ swept, ...summary });
    } catch (error) {
      console.error('render-pages:', error);
      return refusal('unexpected', 'Rendering static pages failed; the error is in its logs.');
    }
  };
}

let deployed: ((request: Request) => Promise<Response>) | undefined;

/** Built at the first request and kept for the worker's life: one read of the env, one client. */
export const handler = (request: Request) => {
  deployed ??= (() => {
    const env = Deno.env.toObject();
    const client = serviceClient(env);
    return createRenderPagesHandler({
      env,
      urls: pageUrlsFromEnv(env),
      pages: () => servicePublicPageStore(env),
      copies: () => serviceStaticPageStore(client),
      async sweep() {
        const { data, error } = await client.rpc('sweep_lapsed_pages');
        if (error) throw new Error(`sweep_lapsed_pages: ${error.code} ${error.message}`);
        return Number(data ?? 0);
      },
    });
  })();
  return deployed(request);
};
