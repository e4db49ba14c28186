import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import { HttpError } from './app-errors.ts';

/**
 * A PostgREST answer's rows, or its failure thrown as an `HttpError` with the response's status
 * (so the error screen and the 401 rule see it): `const rows = unwrap(await supabase.from(…)…)`.
 * A call whose failure means something else (a refusal with its own class) passes `toError`.
 */
export function unwrap<T>(
  result: PostgrestSingleResponse<T>,
  toError: (error: NonNullable<PostgrestSingleResponse<T>['error']>, status: number) => Error = (
    error,
    status,
  ) => new HttpError(status, error.message),
): T {
  if (result.error) throw toError(result.error, result.status);
  return result.data;
}
