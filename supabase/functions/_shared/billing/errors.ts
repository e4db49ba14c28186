/**
 * Failures of the payment functions, answered as the generation functions answer theirs:
 * `{ error: { code, message, issues? } }`, the message SPEC.md §8's generic one in the caller's
 * language; the app branches on `code` and the status.
 */

import type { Locale } from '../content/brief.ts';
import { HttpError, json } from '../http/json.ts';
import { REFUSAL_STATUS, type RefusalCode } from '../refusals/codes.ts';
import { REFUSAL_MESSAGES } from '../refusals/messages.ts';

/** The catalog's codes (refusals/codes.ts) a payment function answers with. */
export type BillingErrorCode = Extract<
  RefusalCode,
  | 'invalid_request'
  | 'unauthorized'
  | 'campaign_not_found'
  | 'package_not_found'
  | 'plan_not_found'
  | 'already_subscribed'
  | 'no_subscription'
  | 'method_not_allowed'
  | 'payment_unavailable'
  | 'unexpected'
>;

export interface FieldIssue {
  path: string;
  message: string;
}

/** A payment refusal; its status is the catalog's for its code. */
export class BillingError extends Error {
  readonly status: number;
  constructor(
    readonly code: BillingErrorCode,
    readonly issues: FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'BillingError';
    this.status = REFUSAL_STATUS[code];
  }
}

/** Anything thrown, as a BillingError; the caller's refused token (http/user-client.ts) stays a 401. */
export function toBillingError(error: unknown): BillingError {
  if (error instanceof BillingError) return error;
  if (error instanceof HttpError && error.status === 401) return new BillingError('unauthorized');
  return new BillingError('unexpected');
}

export function billingErrorResponse(error: BillingError, locale: Locale, headers: Record<string, string>) {
  return json(
    {
      error: {
        code: error.code,
        message: REFUSAL_MESSAGES[locale][error.code],
        ...(error.issues.length ? { issues: error.issues } : {}),
      },
    },
    error.status,
    headers,
  );
}
