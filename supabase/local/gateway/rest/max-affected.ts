import { RestError } from './errors.ts';
import type { RestRequest } from './rest-request.ts';
import type { Routine } from './schema-cache.ts';

/**
 * `Prefer: handling=strict, max-affected=n` (parsePrefer drops it without strict): an update,
 * delete or function call yielding more rows fails with PGRST124, inside the transaction so nothing is written.
 */
export function checkMaxAffected(request: RestRequest, affected: number) {
  const limit = request.prefer.maxAffected;
  if (limit === undefined || request.action === 'insert' || request.action === 'read') return;
  if (affected <= limit) return;
  throw new RestError(400, {
    code: 'PGRST124',
    message: 'Query result exceeds max-affected preference constraint',
    details: `The query affects ${affected} rows`,
  });
}

/** PostgREST counts a function's rows for max-affected, so it must return SETOF or TABLE (PGRST128). */
export function checkMaxAffectedRoutine(request: RestRequest, routine: Routine) {
  if (request.prefer.maxAffected === undefined || routine.returnsSet) return;
  throw new RestError(400, {
    code: 'PGRST128',
    message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  });
}
