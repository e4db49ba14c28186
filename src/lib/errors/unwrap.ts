import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import type { HttpError } from './app-errors.ts';
import { fromPostgrest } from './refused.ts';

/**
 * A PostgREST answer's rows, or its failure thrown: a refusal of the database as `Refused` (its
 * code from the catalog), anything else as an `HttpError` with the response's status (so the error
 * screen and the 401 rule see it): `const rows = unwrap(await supabase.from(…)…)`. A call whose
 * failure means something beyond the catalog (a unique violation that names a field) passes
 * `toError`.
 */
export function unwrap<T>(
  result: PostgrestSingleResponse<T>,
  toError: (
    error: NonNullable<PostgrestSingleResponse<T>['error']>,
    status: number,
  ) => HttpError | Error = fromPostgrest,
): T {
  if (result.error) throw toError(result.error, result.status);
  return result.data;
}
