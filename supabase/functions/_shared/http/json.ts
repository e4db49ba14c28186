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
    return json({ error: { code: error.code, message: error.message } }, error.status, headers);
  }
  console.error(error);
  return json(
    { error: { code: 'internal_error', message: 'The function failed; the error is in its logs.' } },
    500,
    headers,
  );
}

/** The request's JSON body, or a 400 the caller can read. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body must be JSON.');
  }
}
