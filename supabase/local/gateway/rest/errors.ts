import type pg from 'pg';

export interface ErrorBody {
  code: string;
  message: string;
  details: string | unknown[] | null;
  hint: string | null;
}

/** An error answered with PostgREST's body `{code, message, details, hint}` and its status. */
export class RestError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Partial<ErrorBody> & { code: string; message: string }, headers = {}) {
    super(body.message);
    this.status = status;
    this.body = {
      code: body.code,
      message: body.message,
      details: body.details ?? null,
      hint: body.hint ?? null,
    };
    this.headers = headers;
  }
}

/** PGRST100: a query parameter PostgREST's parser would refuse. */
export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, { code: 'PGRST100', message, details });
}

/**
 * PGRST127, PostgREST's own "Feature not implemented": what PostgREST does but the gateway does
 * not, said plainly instead of answering differently. `details` names the feature.
 */
export function notSupported(
  feature: string,
  details = `${feature} not supported by the local gateway.`,
): RestError {
  return new RestError(400, { code: 'PGRST127', message: 'Feature not implemented', details });
}

/**
 * Supabase loads `safeupdate` into every API session: an UPDATE or DELETE without a WHERE clause
 * (a PATCH or DELETE without filters) fails in Postgres with 21000, which PostgREST answers as 400.
 */
export function whereClauseRequired(method: string): RestError {
  const statement = method === 'DELETE' ? 'DELETE' : 'UPDATE';
  return new RestError(400, { code: '21000', message: `${statement} requires a WHERE clause` });
}

export function invalidBody(message: string): RestError {
  return new RestError(400, { code: 'PGRST102', message });
}

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError(400, {
    code: 'PGRST204',
    message: `Could not find the '${column}' column of '${relation}' in the schema cache`,
  });
}

/** An error thrown by Postgres, mapped as PostgREST maps SQLSTATEs to HTTP statuses. */
export function fromPostgresError(error: pg.DatabaseError, authenticated: boolean): RestError {
  const sqlState = error.code ?? '';
  if (sqlState === 'PGRST') return fromRaisedPgrst(error);
  const body = {
    code: sqlState,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  };
  const status = statusOf(sqlState, error.message, authenticated);
  return new RestError(status, body, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {});
}

/** The database could not be reached: 503, which supabase-js retries for reads. */
export function connectionError(error: Error): RestError {
  return new RestError(503, {
    code: 'PGRST000',
    message: 'Database connection error. Retrying the connection.',
    details: error.message,
  });
}

function statusOf(sqlState: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (sqlState === '42501') return authenticated ? 403 : 401;
  if (sqlState === '22023' && /^role .* does not exist$/.test(message)) return 401;
  if (sqlState === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (exact[sqlState]) return exact[sqlState];
  // RAISE with SQLSTATE 'PTxyz' answers with status xyz.
  const custom = /^PT(\d{3})$/.exec(sqlState);
  if (custom) return Number(custom[1]);
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[sqlState.slice(0, 2)] ?? 400;
}

/**
 * `raise sqlstate 'PGRST' using message = '{"code":…,"message":…}', detail = '{"status":…,"headers":{…}}'`
 * gives a function full control of the error response, as in PostgREST.
 */
function fromRaisedPgrst(error: pg.DatabaseError): RestError {
  try {
    const message = JSON.parse(error.message) as Partial<ErrorBody>;
    if (typeof message.code !== 'string' || typeof message.message !== 'string') throw new Error('message');
    const detail = JSON.parse(error.detail ?? '') as { status: number; headers?: Record<string, string> };
    if (typeof detail.status !== 'number') throw new Error('detail');
    return new RestError(
      detail.status,
      { code: message.code, message: message.message, details: message.details, hint: message.hint },
      detail.headers ?? {},
    );
  } catch {
    return new RestError(500, {
      code: 'PGRST121',
      message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details: `Invalid JSON value for MESSAGE or DETAIL: '${error.message}'`,
      hint: "MESSAGE must be a JSON object with obligatory keys: 'code', 'message'; DETAIL with 'status', 'headers'.",
    });
  }
}
