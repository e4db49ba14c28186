/**
 * A build served as a static host serves it: its files, a directory's index.html, and the SPA
 * shell (/index.html) for every other path; hashed assets cached for a year, the rest revalidated.
 * Used by the prerender step (plain) and the Lighthouse bench (gzipped, like a real host).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

export type StaticHost = { server: Server; origin: string };

/** Listens on 127.0.0.1 (`port` 0: any free one) and resolves with the address it got. */
export function serveStatic(outDir: string, { port = 0, gzip = false } = {}): Promise<StaticHost> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const candidates = extname(path) ? [path] : [join(path, 'index.html'), '/index.html'];
    for (const candidate of candidates) {
      const file = join(outDir, candidate);
      if (!file.startsWith(outDir)) break;
      const body = await readFile(file).catch(() => null);
      if (!body) continue;
      const type = CONTENT_TYPES[extname(candidate)] ?? 'application/octet-stream';
      const zipped = gzip && /text|javascript|json|svg/.test(type);
      response.writeHead(200, {
        'content-type': type,
        'cache-control': candidate.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(zipped ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(zipped ? gzipSync(body) : body);
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((done) =>
    server.listen(port, '127.0.0.1', () =>
      done({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}
