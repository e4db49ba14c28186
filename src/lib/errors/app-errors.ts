/** An HTTP-shaped failure the app raises itself; the error screen shows its status. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message = `HTTP ${status}`, options?: ErrorOptions) {
    super(message, options);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** A path no route matches: a 404, shown inside the layout, never fatal. */
export class RouteNotFoundError extends HttpError {
  readonly path: string;
  constructor(path: string) {
    super(404, `Page not found: ${path}`);
    this.name = 'RouteNotFoundError';
    this.path = path;
  }
}

/**
 * The HTTP status behind an error, whatever raised it: our HttpError, supabase-js's AuthError
 * (`status`), FunctionsHttpError (`context.status`), or a PostgREST response passed along.
 */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { status?: unknown; context?: { status?: unknown } };
  if (typeof candidate.status === 'number') return candidate.status;
  if (typeof candidate.context?.status === 'number') return candidate.context.status;
  return undefined;
}

export const isUnauthorized = (error: unknown) => statusOf(error) === 401;

/**
 * The PostgREST error behind an HttpError that is not a refusal (a check constraint, a unique
 * index, an enum's value), for a form that says which field it is about.
 */
export function postgrestCause(error: unknown): { code?: string; message?: string } | undefined {
  if (!(error instanceof HttpError) || typeof error.cause !== 'object' || error.cause === null)
    return undefined;
  return error.cause as { code?: string; message?: string };
}
