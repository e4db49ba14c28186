import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers the gateway's CORS middleware sets on an answer, given the request's Origin. */
export type CorsHeaders = (origin: string | undefined) => Record<string, string>;

/**
 * An answer's headers with the gateway's CORS headers on top, as the CORS middleware leaves them
 * on an answer built without it (the node:http paths of /rest/v1 and /functions/v1): each set,
 * replacing the handler's, except `Vary`, appended to the handler's.
 */
export function withCors<Value extends string | string[]>(
  headers: Record<string, Value>,
  cors: Record<string, string>,
): Record<string, Value | string> {
  const merged: Record<string, Value | string> = { ...headers };
  for (const [name, value] of Object.entries(cors)) {
    const existing = merged[name];
    merged[name] = name === 'vary' && existing ? `${existing}, ${value}` : value;
  }
  return merged;
}

/**
 * Writes a whole answer built without the CORS middleware (the gateway's own answers on its
 * node:http paths) with the CORS headers as withCors sets them, its length, and no body for HEAD.
 */
export function writeWithCors(
  request: IncomingMessage,
  response: ServerResponse,
  answered: { status: number; headers: Record<string, string>; body: string | null },
  cors: Record<string, string>,
) {
  const headers = withCors(answered.headers, cors);
  const body = request.method === 'HEAD' ? null : answered.body;
  if (body !== null) headers['content-length'] = String(Buffer.byteLength(body));
  response.writeHead(answered.status, headers);
  // A request body nobody read (a GET with one, a refused write, an unknown function) is drained,
  // not left behind.
  if (!request.readableEnded) request.resume();
  response.end(body ?? undefined);
}
