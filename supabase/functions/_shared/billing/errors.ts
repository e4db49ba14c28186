/**
 * Failures of the payment functions, answered as the generation functions answer theirs:
 * `{ error: { code, message, issues? } }`, the message SPEC.md §8's generic one in the caller's
 * language; the app branches on `code` and the status.
 */

import type { Locale } from '../content/brief.ts';
import { HttpError, json } from '../http/json.ts';
import { GENERIC_MESSAGE } from '../http/locale.ts';

export type BillingErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'campaign_not_found'
  | 'package_not_found'
  | 'plan_not_found'
  | 'already_subscribed'
  | 'no_subscription'
  | 'method_not_allowed'
  | 'payment_unavailable'
  | 'unexpected';

export interface FieldIssue {
  path: string;
  message: string;
}

export class BillingError extends Error {
  constructor(
    readonly status: number,
    readonly code: BillingErrorCode,
    readonly issues: FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'BillingError';
  }
}

/** Anything thrown, as a BillingError; the caller's refused token (http/user-client.ts) stays a 401. */
export function toBillingError(error: unknown): BillingError {
  if (error instanceof BillingError) return error;
  if (error instanceof HttpError && error.status === 401) return new BillingError(401, 'unauthorized');
  return new BillingError(500, 'unexpected');
}

export function billingErrorResponse(error: BillingError, locale: Locale, headers: Record<string, string>) {
  return json(
    {
      error: {
        code: error.code,
        message: GENERIC_MESSAGE[locale],
        ...(error.issues.length ? { issues: error.issues } : {}),
      },
    },
    error.status,
    headers,
  );
}
