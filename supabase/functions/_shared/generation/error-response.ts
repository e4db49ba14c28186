/**
 * JSON answers of the generation functions, shaped as _shared/http/json.ts's ({ error: { code,
 * message } }), with field issues, Retry-After and messages in the caller's language added.
 */

import type { Locale } from '../content/brief.ts';
import { json } from '../http/json.ts';
import { REFUSAL_MESSAGES } from '../refusals/messages.ts';
import type { GenerationError } from './errors.ts';
import { quotaMessage } from './quota.ts';

export function errorResponse(error: GenerationError, locale: Locale, headers: Record<string, string>) {
  const retry: Record<string, string> = error.retryAfterSeconds
    ? { 'Retry-After': String(error.retryAfterSeconds) }
    : {};
  return json(
    {
      error: {
        code: error.code,
        message:
          error.code === 'quota_exceeded' && error.retryAfterSeconds
            ? quotaMessage(locale, error.retryAfterSeconds)
            : REFUSAL_MESSAGES[locale][error.code],
        ...(error.issues.length ? { issues: error.issues } : {}),
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      },
    },
    error.status,
    { ...headers, ...retry },
  );
}
