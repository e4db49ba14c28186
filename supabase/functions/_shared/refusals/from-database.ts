/**
 * The refusal a database error carries. A database function raises a catalog code as its message
 * (supabase/tests/refusal-contract.test.ts holds every function to it), so the message is the one
 * thing to read: never the SQLSTATE, which only decides PostgREST's status, nor a sentence.
 */

import { isRefusalCode, type RefusalCode } from './codes.ts';

export function refusalFromDatabase(
  error: { code?: string; message?: string } | null | undefined,
): RefusalCode | null {
  const message = error?.message;
  return isRefusalCode(message) ? message : null;
}
