import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { reportClientAddress } from '../client-address.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * Forwards a request to 127.0.0.1:`port` byte for byte (bodies streamed both ways, nothing
 * decoded or re-encoded) and answers with what comes back, with the address that connected
 * (`peer`) reported as hosted Supabase's edge reports it (reportClientAddress).
 */
export function forwardRequest(
  request: Request,
  port: number,
  path: string,
  peer?: string | null,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key)) headers[key] = value;
    });
    reportClientAddress(headers, peer ?? null);
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: request.method, path, headers },
      (incoming) => resolve(toResponse(incoming)),
    );
    outgoing.on('error', reject);
    if (request.body) Readable.fromWeb(request.body as WebReadableStream<Uint8Array>).pipe(outgoing);
    else outgoing.end();
  });
}

function toResponse(incoming: IncomingMessage): Response {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming.headers)) {
    if (HOP_BY_HOP.has(key) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const status = incoming.statusCode ?? 502;
  const empty = status === 204 || status === 304 || status < 200;
  if (empty) incoming.resume();
  const body = empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: incoming.statusMessage, headers });
}
