import type { Context } from 'hono';
import { AuthError } from './errors.ts';

/**
 * GoTrue reads at most 1 MiB of a request body (api.go: `limitRequestBody(1 << 20)`, since August
 * 2026), so user_metadata, which rides in every token, cannot grow past it.
 */
export const MAX_BODY_BYTES = 1 << 20;

/**
 * The JSON body as GoTrue reads it: past 1 MiB a 413 request_entity_too_large, an empty body is
 * `{}`, malformed JSON a 400 bad_json.
 */
export async function readBody<T extends object>(c: Context): Promise<Partial<T>> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) {
    throw new AuthError(
      413,
      'request_entity_too_large',
      `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
    );
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Partial<T>;
  } catch {
    // fall through to the error below
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** GoTrue's email check: present, at most 255 characters, a plausible address. */
export function validEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw new AuthError(400, 'validation_failed', 'An email address is required');
  }
  const trimmed = email.trim();
  if (trimmed.length > 255 || !EMAIL_PATTERN.test(trimmed)) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return trimmed.toLowerCase();
}
