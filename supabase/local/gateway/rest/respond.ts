import { RestError } from './errors.ts';
import { appliedPreferences } from './prefer.ts';
import type { RestRequest } from './rest-request.ts';
import type { StatementResult } from './statement.ts';

export interface ResponseOptions {
  status: number;
  contentRange?: string;
  headers?: Record<string, string>;
  /** An insert that names a conflict target (primary key or on_conflict), so `resolution` applies. */
  upsertTarget?: boolean;
}

/**
 * What /rest/v1 answers, before either HTTP layer writes it (index.ts): header names lower-case, as
 * a fetch `Headers` holds them; body null for none.
 */
export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** The HTTP response of a statement: its JSON (or CSV), Content-Range and PostgREST's headers. */
export function respond(
  request: RestRequest,
  result: StatementResult | null,
  options: ResponseOptions,
): RestResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  if (options.contentRange) headers['content-range'] = options.contentRange;
  const applied = appliedPreferences(request.prefer, request.action, {
    upsertTarget: options.upsertTarget ?? false,
  });
  if (applied.length > 0) headers['preference-applied'] = applied.join(', ');
  let status = options.status;
  if (result)
    applyGucs(result, headers, (value) => {
      status = value;
    });
  const hasBody = result?.body !== null && result?.body !== undefined && status !== 204;
  if (!hasBody) return { status, headers, body: null };
  headers['content-type'] = request.media.contentType;
  return { status, headers, body: request.method === 'HEAD' ? null : (result?.body ?? '') };
}

/** `set_config('response.status', '202', true)` and `response.headers` from SQL, as in PostgREST. */
function applyGucs(
  result: StatementResult,
  headers: Record<string, string>,
  setStatus: (status: number) => void,
) {
  if (result.gucStatus !== null) {
    const status = Number(result.gucStatus);
    if (!Number.isInteger(status) || status < 100 || status > 599) {
      throw new RestError(500, {
        code: 'PGRST112',
        message: 'response.status guc must be a valid status code',
      });
    }
    setStatus(status);
  }
  if (result.gucHeaders === null) return;
  try {
    const list = JSON.parse(result.gucHeaders) as Record<string, string>[];
    for (const entry of list)
      for (const [name, value] of Object.entries(entry)) {
        // Through a fetch Headers, as before: it refuses invalid names and values and trims them.
        const checked = new Headers([[name, String(value)]]);
        checked.forEach((normalized, key) => {
          headers[key] = normalized;
        });
      }
  } catch {
    throw new RestError(500, {
      code: 'PGRST111',
      message:
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    });
  }
}
