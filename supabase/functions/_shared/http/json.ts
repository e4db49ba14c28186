/**
 * JSON answers of edge functions: `{ ...data }` on success, `{ error: { code, message } }` on
 * failure (refusals: http/message-endpoint.ts), with a status the app can act on.
 */

/** Answers act for one user: never cached by a proxy or the browser. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
