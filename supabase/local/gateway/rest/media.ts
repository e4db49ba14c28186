import { notSupported, RestError } from './errors.ts';

export interface MediaChoice {
  /**
   * json: an array; object: vnd.pgrst.object+json, exactly one row; csv: text/csv; first: the
   * first row or `null` (a function returning one composite, not SETOF, answers so).
   */
  kind: 'json' | 'object' | 'csv' | 'first';
  /** `;nulls=stripped`: keys whose value is null are left out. */
  stripNulls: boolean;
  contentType: string;
}

/** Negotiates the response type from `Accept` as PostgREST does; nothing servable is PGRST107. */
export function negotiateMedia(accept: string | undefined): MediaChoice {
  if (!accept?.trim())
    return { kind: 'json', stripNulls: false, contentType: 'application/json; charset=utf-8' };
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { kind: 'object', stripNulls, contentType: 'application/vnd.pgrst.object+json; charset=utf-8' };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type)) {
      return { kind: 'json', stripNulls, contentType: 'application/json; charset=utf-8' };
    }
    if (type === 'text/csv')
      return { kind: 'csv', stripNulls: false, contentType: 'text/csv; charset=utf-8' };
  }
  throw new RestError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${accept
      .split(',')
      .map((range) => (range.split(';')[0] ?? '').trim())
      .join(', ')}`,
  });
}

/**
 * PostgREST also takes CSV and form bodies for inserts, updates and calls; reading them as JSON
 * would refuse them with a misleading message, so the gateway says they are not supported.
 */
export function refuseUnsupportedBody(method: string, contentType: string | undefined) {
  if (method !== 'POST' && method !== 'PATCH' && method !== 'PUT') return;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'text/csv') throw notSupported('A CSV request body is');
  if (type === 'application/x-www-form-urlencoded') throw notSupported('A form-encoded request body is');
}
