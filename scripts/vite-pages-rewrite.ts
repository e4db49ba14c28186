import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import { staticPagesRewrite } from '../supabase/functions/_shared/pages/static-rewrite.ts';

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A fetch handler (Request → Response) answering node:http requests, as a host's edge runs it: the
 * same bridge the local stack's gateway listens with, leaving the process's own Request and Response
 * as they are (Vite's).
 */
export const nodeFetchHandler = (handle: (request: Request) => Promise<Response>): NodeHandler =>
  getRequestListener(handle, { overrideGlobalObjects: false });

/**
 * /pages/* on the dev server and `vite preview` (the browser journeys), as the hosting's rewrite
 * serves them in production (docs/public-pages.md): the page's static copy from the stack's
 * Storage, else the public-page function. The SPA's /pages/$slug route only answers without it.
 */
export function pagesRewrite(apiUrl: string): Plugin {
  const handler = nodeFetchHandler(staticPagesRewrite({ supabaseUrl: apiUrl }));
  // Returns nothing: a hook that returns a function has it run after Vite's own middlewares.
  const mount = (server: { middlewares: { use: (path: string, handle: NodeHandler) => unknown } }): void => {
    server.middlewares.use('/pages/', (request, response) => {
      // Connect strips the mount path; the rewrite reads the whole address.
      request.url = `/pages${request.url ?? '/'}`;
      handler(request, response);
    });
  };
  return {
    name: 'pitchcraft:pages-rewrite',
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
