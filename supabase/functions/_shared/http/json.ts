/**
 * JSON answers of edge functions: `{ ...data }` on success, `{ error: { code, message } }` on
 * failure, with a status the app can act on (supabase-js's FunctionsHttpError carries it).
 */

/** A refusal the caller should see: status, a stable code the app translates, and a sentence. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** More for the app beside code and message (when to retry), and headers (Retry-After). */
    readonly extra: { fields?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Answers act for one user: never cached by a proxy or the browser. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });

/** An HttpError as its JSON answer; anything else is logged and answered as a 500 without details. */
export function errorResponse(error: unknown, headers: Record<string, string> = {}): Response {
  if (error instanceof HttpError) {
    return json(
      { error: { code: error.code, message: error.message, ...error.extra.fields } },
      error.status,
      { ...headers, ...error.extra.headers },
    );
  }
  console.error(error);
  return json(
    { error: { code: 'internal_error', message: 'The function failed; the error is in its logs.' } },
    500,
    headers,
  );
}
