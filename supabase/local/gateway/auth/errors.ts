import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error GoTrue answers with: HTTP status, machine-readable code, human message. */
export class AuthError extends Error {
  status: ContentfulStatusCode;
  code: string;
  /** Extra fields GoTrue adds to some errors (weak_password.reasons). */
  extra: Record<string, unknown>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * Writes the error as GoTrue does: clients that send `X-Supabase-Api-Version: 2024-01-01` (every
 * auth-js since 2024) get `{code, message}` with the version echoed, older ones
 * `{code: status, error_code, msg}`. Both carry `x-sb-error-code`.
 */
export function sendAuthError(c: Context, error: AuthError) {
  c.header('x-sb-error-code', error.code);
  const requested = c.req.header(API_VERSION_HEADER);
  if (requested && requested >= API_VERSION_2024) {
    c.header(API_VERSION_HEADER, API_VERSION_2024);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}

export const weakPassword = (message: string, reasons: readonly string[]) =>
  new AuthError(422, 'weak_password', message, { weak_password: { reasons } });

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
