import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Plugin } from 'vite';
import { staticPagesRewrite } from '../supabase/functions/_shared/pages/static-rewrite.ts';

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A fetch handler (Request → Response) answering node:http requests, as a host's edge runs it. */
export function nodeFetchHandler(handle: (request: Request) => Promise<Response>): NodeHandler {
  return (incoming, outgoing) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`, {
      method: incoming.method,
      headers,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
      duplex: 'half',
    } as RequestInit);
    handle(request)
      .then(async (answer) => {
        outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
        if (!answer.body) return void outgoing.end();
        Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(outgoing);
      })
      .catch((error: unknown) => {
        outgoing.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(error));
      });
  };
}

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
