import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { pipeline } from 'node:stream';
import { reportClientAddress } from '../client-address.ts';
import { withCors } from '../node-cors.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

const endToEnd = <Value>(headers: Record<string, Value | undefined>) => {
  const kept: Record<string, Value> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
};

/**
 * Forwards a request to 127.0.0.1:`port` byte for byte, node streams both ways (nothing decoded,
 * re-encoded or turned into fetch objects), with the address that connected reported as hosted
 * Supabase's edge reports it (reportClientAddress), and answers with what comes back under the
 * gateway's CORS headers. Rejects, with nothing answered, when the port does not answer.
 */
export function forwardRequest(
  request: IncomingMessage,
  response: ServerResponse,
  port: number,
  path: string,
  cors: Record<string, string>,
): Promise<void> {
  return new Promise((forwarded, failed) => {
    const headers = endToEnd<string>(joined(request.headers));
    reportClientAddress(headers, request.socket.remoteAddress ?? null);
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: request.method, path, headers },
      (incoming) => {
        const status = incoming.statusCode ?? 502;
        response.writeHead(status, incoming.statusMessage, withCors(endToEnd(incoming.headers), cors));
        // pipeline, not pipe: an answer cut short by the runner ends the client's answer too (the
        // client sees it fail instead of waiting on a response left open).
        pipeline(incoming, response, () => forwarded());
      },
    );
    outgoing.on('error', (error) => (response.headersSent ? response.destroy(error) : failed(error)));
    // A client gone mid-answer ends the request to the function too.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
}

/** A request's headers as one value each, as a fetch Request gives them (repeats joined by ", "). */
function joined(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  const single: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    single[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return single;
}
