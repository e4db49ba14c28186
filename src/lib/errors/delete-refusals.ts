import type { MessageDescriptor } from '@lingui/core';
import { errorMessages } from './error-messages.ts';

/**
 * The database's refusals of a delete (a PostgREST error with `P0001` and a key as its message),
 * worded by the catalogue. Deleting a page, or a workspace holding one, whose webpage plan is still
 * running answers `page_has_subscription` (migration 20261126100100_keep_billing_rows.sql): Stripe
 * would keep charging for a page that is gone. Anything else is null (the caller's generic error).
 */
const refusals: Record<string, MessageDescriptor> = {
  page_has_subscription: errorMessages.pageHasPlan,
};

export function deleteRefusalMessage(error: unknown): MessageDescriptor | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'P0001' || typeof message !== 'string') return null;
  return refusals[message] ?? null;
}
