import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CorsHeaders } from '../node-cors.ts';

/** Objects larger than this are never kept (a page's copy is 25–35 KiB). */
const MAX_CACHED_BYTES = 1024 * 1024;

interface Cached {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The CDN in front of Storage's public objects, as hosted Supabase's Smart CDN: a public object is
 * answered from memory after its first download, until it changes. Every write through Storage
 * (upload, update, move, copy, remove, a bucket emptied or deleted) drops the whole cache, and so
 * does the purge endpoint `DELETE /storage/v1/cdn/{bucket}[/{path}]` (storage-js `purgeCache`,
 * `purgeBucketCache`; `{ message: 'success' }`), so a change shows at the next request (hosted:
 * within 60 s, at once after a purge). Storage rows cannot change around the gateway: Storage's
 * protect_delete triggers refuse SQL deletes. Plain GET and HEAD only: a Range, `?download` or
 * a transform goes to Storage itself. Answers carry `cf-cache-status: HIT` or `MISS`, as the
 * hosted CDN's do.
 */
export function storageCdn(
  fetchFromGateway: (request: Request) => Response | Promise<Response>,
  corsHeaders: CorsHeaders,
) {
  const cache = new Map<string, Cached>();
  let writes = 0;

  const answer = (request: IncomingMessage, response: ServerResponse, cached: Cached, hit: boolean) => {
    const headers = {
      ...cached.headers,
      ...corsHeaders(request.headers.origin),
      'cf-cache-status': hit ? 'HIT' : 'MISS',
    };
    const tag = cached.headers.etag;
    if (
      tag &&
      request.headers['if-none-match']?.split(',').some((given) => given.trim().replace(/^W\//, '') === tag)
    ) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(cached.status, headers).end(request.method === 'HEAD' ? undefined : cached.body);
  };

  async function fill(request: IncomingMessage, response: ServerResponse, url: string) {
    const started = writes;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !name.startsWith('if-')) headers.set(name, value);
    }
    const upstream = await fetchFromGateway(new Request(`http://gateway${url}`, { method: 'GET', headers }));
    const body = Buffer.from(await upstream.arrayBuffer());
    const kept: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!name.startsWith('access-control-') && name !== 'vary') kept[name] = value;
    });
    const entry = { status: upstream.status, headers: kept, body };
    // Only what no write raced with: a write during the download may have changed it.
    if (upstream.status === 200 && body.length <= MAX_CACHED_BYTES && writes === started)
      cache.set(url, entry);
    answer(request, response, entry, false);
  }

  return {
    /** Answers what the CDN serves (true), drops the cache on a write through Storage, else false. */
    serveNode(request: IncomingMessage, response: ServerResponse): boolean {
      const url = request.url ?? '';
      if (!url.startsWith('/storage/v1/')) return false;
      if (request.method === 'DELETE' && url.startsWith('/storage/v1/cdn/')) {
        writes += 1;
        cache.clear();
        response
          .writeHead(200, { 'content-type': 'application/json', ...corsHeaders(request.headers.origin) })
          .end(JSON.stringify({ message: 'success' }));
        return true;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        if (request.method === 'OPTIONS') return false;
        writes += 1;
        cache.clear();
        response.once('finish', () => {
          writes += 1;
          cache.clear();
        });
        return false;
      }
      if (!url.startsWith('/storage/v1/object/public/') || url.includes('?') || request.headers.range)
        return false;
      const cached = cache.get(url);
      if (cached) {
        answer(request, response, cached, true);
        return true;
      }
      fill(request, response, url).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
      return true;
    },
  };
}
