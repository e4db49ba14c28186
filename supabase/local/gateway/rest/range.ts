import { RestError } from './errors.ts';

export interface Page {
  offset: number;
  limit?: number;
}

/**
 * The top-level page: `limit`/`offset` parameters intersected with a `Range: 0-9` header
 * (PostgREST's older way to page, still honoured).
 */
export function requestedPage(
  limit: number | undefined,
  offset: number | undefined,
  rangeHeader?: string,
): Page {
  const page: Page = { offset: offset ?? 0, limit };
  const match = rangeHeader ? /^(?:items=)?(\d+)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (!match) return page;
  const lower = Number(match[1]);
  const upper = match[2] === '' ? undefined : Number(match[2]);
  if (upper !== undefined && upper < lower) {
    throw new RestError(416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
  }
  const start = Math.max(page.offset, lower);
  const ends = [upper, page.limit === undefined ? undefined : page.offset + page.limit - 1].filter(
    (end): end is number => end !== undefined,
  );
  return { offset: start, limit: ends.length > 0 ? Math.max(0, Math.min(...ends) - start + 1) : undefined };
}

/** `Content-Range: 0-9/42`, `*\/0` for an empty page, `*` when the total was not counted. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`;
}

/** 200, or 206 when a counted result is only partly returned, or 416 past its end (PGRST103). */
export function rangeStatus(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    });
  }
  return rows < total ? 206 : 200;
}
