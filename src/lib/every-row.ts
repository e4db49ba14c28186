import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import { unwrap } from './errors/unwrap.ts';

/** PostgREST answers at most this many rows a request. */
const STEP = 1000;

/**
 * Every row of a read that may pass the API's 1,000-row answer, in steps of it: `read(from, to)`
 * is the query with a stable order and `.range(from, to)`.
 */
export async function everyRow<T>(
  read: (from: number, to: number) => PromiseLike<PostgrestSingleResponse<T[]>>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += STEP) {
    const step = unwrap(await read(from, from + STEP - 1));
    rows.push(...step);
    if (step.length < STEP) return rows;
  }
}
